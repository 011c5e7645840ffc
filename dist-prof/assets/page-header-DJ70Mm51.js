import { n as Icon, x as Link } from "./app-B8swDsOD.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import "./runtime-Dc1RwkV2.js";
// src/components/icons/chevron-left-icon.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An arrow pointing back; decorative, the control around it carries the name. */
function ChevronLeftIcon({ size }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		size,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M15 5l-7 7 7 7" })
	});
}
// src/components/page-header.tsx
/** The screen's one h1, with the way back before it. */
function PageHeader({ title, backTo, backLabel, action }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "page-header",
		children: [
			backTo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: backTo,
				className: "icon-button page-header__back",
				"aria-label": backLabel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeftIcon, {})
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "page-header__title",
				children: title
			}),
			action
		]
	});
}
export { PageHeader as t };
