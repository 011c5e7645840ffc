import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { M as showToast, T as useNavigate, l as Skeleton, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { Dt as useGetPlayerAvatar, G as setMember, W as memberStore, ht as getGetPlayerAvatarQueryKey, wt as uploadPlayerAvatar } from "./api-G_9Nallq.js";
import { n as resolveImageUrl } from "./image-url-CbBY4Qnx.js";
import { r as profileIconPath, t as AvatarPicture } from "./avatar-picture-BliT8DAe.js";
import { t as FormAlert } from "./form-alert-DepduWkL.js";
import { t as problemText } from "./problem-text-_bCAdtun.js";
import { t as useAccountStatus } from "./use-account-status-BDmvyxLb.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
import "./runtime-Dc1RwkV2.js";
// src/features/member/avatar-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The avatar choice (spec section 9): the status's PROFILE_ICON_COUNT built-in icons, one selected, saved. */
function AvatarPage() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const status = useAccountStatus();
	const avatar = useGetPlayerAvatar();
	const current = avatar.data?.avatarType === "STATIC" ? avatar.data.avatar : null;
	const [chosen, setChosen] = (0, import_react.useState)(null);
	const [saving, setSaving] = (0, import_react.useState)(false);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const selected = chosen ?? current;
	const icons = Array.from({ length: status.profileIconCount }, (_, i) => String(i + 1));
	const save = async () => {
		if (!selected || saving) return;
		setSaving(true);
		setProblem(null);
		try {
			const result = await settle(uploadPlayerAvatar({
				avatarType: "STATIC",
				avatar: selected
			}, { silent: true }));
			if (!result.success) {
				setProblem(problemText(result, t));
				return;
			}
			queryClient.setQueryData(getGetPlayerAvatarQueryKey(), result.data);
			const member = memberStore.member;
			if (member) setMember({
				...member,
				avatarData: { ...result.data }
			});
			showToast("avatar_saved", { kind: "success" });
			navigate("/member/home");
		} finally {
			setSaving(false);
		}
	};
	const loading = status.isPending || avatar.isPending;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_avatar",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "account-card account-form",
			"aria-busy": loading,
			children: [
				loading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					width: "100%",
					height: 220
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
					className: "avatar-grid",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "avatar-grid__legend",
						children: t("avatar_choose")
					}), icons.map((icon) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "avatar-grid__option",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "radio",
								name: "avatar",
								value: icon,
								className: "avatar-grid__input",
								"aria-label": t("avatar_icon", { number: icon }),
								checked: selected === icon,
								onChange: () => {
									setChosen(icon);
									setProblem(null);
								}
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarPicture, {
								src: resolveImageUrl(profileIconPath(icon), status.imageCdns),
								size: 64
							}),
							selected === icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "avatar-grid__check",
								"aria-hidden": "true",
								children: "✓"
							}) : null
						]
					}, icon))]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, { problem }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					block: true,
					onClick: () => void save(),
					disabled: !selected || selected === current || saving,
					"aria-busy": saving,
					children: t("save")
				})
			]
		})
	});
}
export { AvatarPage };
