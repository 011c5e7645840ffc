import { s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/components/code-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A verification code field with its "send code" button beside it. */
function CodeField({ rowClassName, sendClassName, sendLabel, sendDisabled, sending, onSend, ...field }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: rowClassName,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			label: t("verification_code"),
			inputMode: "numeric",
			autoComplete: "one-time-code",
			...field
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			className: sendClassName,
			disabled: sendDisabled,
			"aria-busy": sending,
			onClick: onSend,
			children: sendLabel
		})]
	});
}
export { CodeField as t };
