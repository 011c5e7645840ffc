import { n as Icon } from "./app-B8swDsOD.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/components/icons/refresh-icon.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Circular arrows; decorative, the button around it carries the name. */
function RefreshIcon({ size }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Icon, {
		size,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 13a8 8 0 0 0 14.9 3.5M20 20v-4h-4" })]
	});
}
export { RefreshIcon as t };
