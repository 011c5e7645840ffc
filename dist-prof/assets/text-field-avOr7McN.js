import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import "./runtime-Dc1RwkV2.js";
// src/components/text-field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function TextField({ label, error, hint, id, className = "", ...input }) {
	const generatedId = (0, import_react.useId)();
	const inputId = id ?? generatedId;
	const hintId = `${inputId}-hint`;
	const errorId = `${inputId}-error`;
	const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `field ${className}`.trim(),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				className: "field__label",
				htmlFor: inputId,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id: inputId,
				className: "field__input",
				"aria-invalid": error ? true : void 0,
				"aria-describedby": describedBy,
				...input
			}),
			hint ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: hintId,
				className: "field__hint",
				children: hint
			}) : null,
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: errorId,
				className: "field__error",
				children: error
			}) : null
		]
	});
}
export { TextField as t };
