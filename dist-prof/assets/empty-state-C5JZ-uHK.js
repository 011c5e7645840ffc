import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/components/empty-state.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The words shown where a list has nothing (no_record) or nothing more (no_more_records). */
function EmptyState({ children, compact = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: compact ? "empty-state empty-state--compact" : "empty-state",
		children
	});
}
export { EmptyState as t };
