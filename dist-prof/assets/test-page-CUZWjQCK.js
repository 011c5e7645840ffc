import { x as Link, y as useTranslation } from "./app-B8swDsOD.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/test-pages/test-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Internal test pages (spec section 2): a list and a form built from the UI kit, for checking it by hand. */
function TestPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "test-pages",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: t("test_title"),
			backTo: "/",
			backLabel: t("back")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			className: "test-pages__links",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/test/list",
				children: t("test_list_title")
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/test/form",
				children: t("test_form_title")
			}) })]
		})]
	});
}
export { TestPage };
