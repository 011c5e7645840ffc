import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/components/icon-button.tsx
var import_jsx_runtime = require_jsx_runtime();
function IconButton({ label, icon, busy = false, className = "", type = "button", ...rest }) {
	const classes = [
		"icon-button",
		busy ? "icon-button--spinning" : "",
		className
	].filter(Boolean).join(" ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
		type,
		className: classes,
		"aria-label": label,
		"aria-disabled": busy || void 0,
		...rest,
		children: icon
	});
}
export { IconButton as t };
