import { y as useTranslation } from "./app-B8swDsOD.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/member/member-screen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The frame of a member screen: its title and the way back to the member home. */
function MemberScreen({ titleKey, backTo = "/member/home", children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "member-screen",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: t(titleKey),
			backTo,
			backLabel: t("back")
		}), children]
	});
}
export { MemberScreen as t };
