import { s as Button } from "./app-B8swDsOD.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/member/account/form-alert.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A refusal of the whole form; it appears with role="alert" so it is announced at once. */
function FormAlert({ problem }) {
	if (!problem) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "account-alert",
		role: "alert",
		children: problem
	});
}
/** The end of an account form: its refusal right above the button that sends it again. */
function FormSubmit({ problem, disabled, busy, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, { problem }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		type: "submit",
		block: true,
		disabled,
		"aria-busy": busy,
		children
	})] });
}
export { FormSubmit as n, FormAlert as t };
