import { l as Skeleton, s as Button, x as Link, y as useTranslation } from "./app-B8swDsOD.js";
import { Ot as useGetSecurityConfig } from "./api-G_9Nallq.js";
import { t as ChevronRightIcon } from "./chevron-right-icon-Bokm95S9.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/member/account/security-items.ts
var SPECS = [
	{
		id: "mobile",
		labelKey: "member_set_phone",
		to: "/member/setPhone",
		pick: (c) => c.mobileVerified
	},
	{
		id: "email",
		labelKey: "member_set_mail",
		to: "/member/setMail",
		pick: (c) => c.email
	},
	{
		id: "loginPassword",
		labelKey: "member_login_password",
		to: "/member/loginPassword",
		pick: (c) => c.loginPassword
	},
	{
		id: "paymentPassword",
		labelKey: "member_payment_password",
		to: "/member/paymentPassword",
		pick: (c) => c.paymentPassword
	},
	{
		id: "kyc",
		labelKey: "member_kyc_setting",
		to: "/member/kycSetting",
		pick: (c) => c.idVerification
	},
	{
		id: "bankCard",
		labelKey: "member_bank_card",
		to: "/member/bankCard",
		pick: (c) => c.bankCards
	}
];
function securityItems(config) {
	return SPECS.map(({ pick, ...spec }) => {
		const item = pick(config);
		let stateKey;
		if (!item.enabled) stateKey = "security_unavailable";
		else if (item.isComplete) stateKey = "security_done";
		else if (spec.id === "mobile" && config.mobileNum.isComplete) stateKey = "security_not_verified";
		else stateKey = "security_not_set";
		return {
			...spec,
			item,
			stateKey
		};
	});
}
// src/features/member/security-center-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var MARK = {
	security_done: "✓",
	security_not_set: "!",
	security_not_verified: "!",
	security_unavailable: "–"
};
/** The security centre (spec section 2): every item of the security config, its state, and its screen. */
function SecurityCenterPage() {
	const { t } = useTranslation();
	const config = useGetSecurityConfig();
	const items = config.data ? securityItems(config.data) : [];
	const done = items.filter((i) => i.stateKey === "security_done").length;
	const counted = items.filter((i) => i.item.enabled).length;
	let content;
	if (config.isPending) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		width: "100%",
		height: 336
	});
	else if (config.isError) content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "account-card account-form",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("load_failed") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			onClick: () => void config.refetch(),
			children: t("try_again")
		})]
	});
	else content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "account-progress",
		children: t("security_progress", {
			done,
			total: counted
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "link-list security-list",
		children: items.map((entry) => {
			const body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "security-list__label",
				children: t(entry.labelKey)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: `security-state security-state--${entry.stateKey}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					className: "security-state__mark",
					children: MARK[entry.stateKey]
				}), t(entry.stateKey)]
			})] });
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: entry.item.enabled ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: entry.to,
				className: "link-list__link security-list__link",
				children: [body, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRightIcon, { size: 20 })]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "link-list__link security-list__link",
				children: body
			}) }, entry.id);
		})
	})] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_security_center",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-busy": config.isPending,
			children: content
		})
	});
}
export { SecurityCenterPage };
