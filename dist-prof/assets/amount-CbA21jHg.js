import { t as formatMoney } from "./money-BiEY2Beh.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/components/amount.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A peso amount: symbol, separators, two decimals rounded down, digits that do not jitter. */
function Amount({ value, symbol = "₱", className = "" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: `amount ${className}`.trim(),
		children: formatMoney(value, symbol)
	});
}
export { Amount as t };
