const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/kyc-upload-form-b7keK-6Y.js","assets/rolldown-runtime-BtDSRbSq.js","assets/mutation-D-E-yONN.js","assets/react-1XXMI5Wu.js","assets/app-B8swDsOD.js","assets/runtime-Dc1RwkV2.js","assets/api-G_9Nallq.js","assets/text-field-avOr7McN.js","assets/form-alert-DepduWkL.js","assets/problem-text-_bCAdtun.js"])))=>i.map(i=>d[i]);
import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { l as Skeleton, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { Tt as useGetIdImage } from "./api-G_9Nallq.js";
import { a as formatManilaDateTime } from "./manila-time-DgkOdPsd.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
import { t as __vitePreload } from "./runtime-Dc1RwkV2.js";
// src/features/member/kyc-setting-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var KycUploadForm = (0, import_react.lazy)(() => __vitePreload(() => import("./kyc-upload-form-b7keK-6Y.js").then((module) => ({ default: module.KycUploadForm })), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9])));
var STATE = {
	NOT_SET: {
		labelKey: "kyc_not_set",
		textKey: "kyc_not_set_text",
		mark: "!"
	},
	IN_REVIEW: {
		labelKey: "kyc_in_review",
		textKey: "kyc_in_review_text",
		mark: "…"
	},
	FAILED: {
		labelKey: "kyc_failed",
		textKey: "kyc_failed_text",
		mark: "✕"
	},
	APPROVED: {
		labelKey: "kyc_approved",
		textKey: "kyc_approved_text",
		mark: "✓"
	}
};
/**
* Identity verification (spec section 2): Not Set, In review, failure (the reason, and a prompt to
* resubmit), approved. While in review the state is read again every so often, so a decision shows up.
*/
function KycSettingPage() {
	const { t } = useTranslation();
	const titleId = (0, import_react.useId)();
	const kyc = useGetIdImage({ query: { refetchInterval: (query) => query.state.data?.status === "IN_REVIEW" ? 15e3 : false } });
	let content;
	if (kyc.isPending) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		width: "100%",
		height: 160
	});
	else if (!kyc.data) content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "account-card account-form",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("load_failed") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			onClick: () => void kyc.refetch(),
			children: t("try_again")
		})]
	});
	else {
		const { status, reason, updateTime } = kyc.data;
		const state = STATE[status];
		const canSubmit = status === "NOT_SET" || status === "FAILED";
		content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: "account-card kyc-state",
			"aria-labelledby": titleId,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
					id: titleId,
					className: "kyc-state__title",
					children: [
						t("kyc_status"),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: `kyc-badge kyc-badge--${status.toLowerCase()}`,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								"aria-hidden": "true",
								children: [state.mark, " "]
							}), t(state.labelKey)]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t(state.textKey) }),
				status === "FAILED" && reason ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "kyc-state__reason",
					children: t("kyc_failed_reason", { reason })
				}) : null,
				updateTime && status !== "NOT_SET" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "kyc-state__time",
					children: t("kyc_updated_at", { date: formatManilaDateTime(updateTime) })
				}) : null,
				status === "IN_REVIEW" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					onClick: () => void kyc.refetch(),
					"aria-busy": kyc.isFetching,
					children: t("kyc_check_again")
				}) : null
			]
		}), canSubmit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				width: "100%",
				height: 420
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(KycUploadForm, {})
		}) : null] });
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_kyc_setting",
		backTo: "/member/securityCenter",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "account-stack",
			"aria-busy": kyc.isPending,
			children: content
		})
	});
}
export { KycSettingPage };
