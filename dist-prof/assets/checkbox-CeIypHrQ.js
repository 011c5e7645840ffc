import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import "./runtime-Dc1RwkV2.js";
// src/components/checkbox.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The whole row is the label, so the touch target is the row's 44 px height, not the 24 px box. */
function Checkbox({ label, error, id, className = "", ...input }) {
	const generatedId = (0, import_react.useId)();
	const inputId = id ?? generatedId;
	const errorId = `${inputId}-error`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `checkbox ${className}`.trim(),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "checkbox__row",
			htmlFor: inputId,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id: inputId,
				type: "checkbox",
				className: "checkbox__input",
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? errorId : void 0,
				...input
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: label })]
		}), error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: errorId,
			className: "checkbox__error",
			children: error
		}) : null]
	});
}
export { Checkbox as t };
