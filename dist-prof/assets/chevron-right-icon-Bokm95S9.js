import { n as Icon } from "./app-B8swDsOD.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/components/icons/chevron-right-icon.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An arrow pointing on; decorative, the control around it carries the name. */
function ChevronRightIcon({ size }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		size,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M9 5l7 7-7 7" })
	});
}
export { ChevronRightIcon as t };
