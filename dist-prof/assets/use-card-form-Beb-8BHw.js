import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { c as failureText } from "./card-rules-0kDxsTeo.js";
import { t as TextField } from "./text-field-avOr7McN.js";
// src/features/member/cards/bind-fields.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function PayeeField({ value, onChange, locked, error }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		label: t("wd_payee"),
		autoComplete: "name",
		value,
		readOnly: locked,
		onChange: (event) => onChange(event.target.value),
		hint: locked ? t("wd_payee_locked") : t("wd_payee_hint"),
		error
	});
}
/** A 6-digit payment password: digits only, never more than six, hidden as typed. */
function PaymentPasswordField({ label, value, onChange, error, hint, autoComplete }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		label,
		type: "password",
		inputMode: "numeric",
		autoComplete: autoComplete ?? "off",
		maxLength: 6,
		value,
		onChange: (event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6)),
		hint,
		error
	});
}
// src/features/member/cards/use-card-form.tsx
/**
* The state the card and payment-password forms share: problems per field, a problem of the whole form, and one
* request at a time. A server refusal lands under the field `fieldOfCode` names, otherwise above the button.
*/
function useCardForm(fieldOfCode) {
	const { t } = useTranslation();
	const [problems, setProblems] = (0, import_react.useState)({});
	const [formProblem, setFormProblem] = (0, import_react.useState)(null);
	const [submitting, setSubmitting] = (0, import_react.useState)(false);
	const inFlight = (0, import_react.useRef)(false);
	const clear = (field) => setProblems((current) => {
		const rest = { ...current };
		delete rest[field];
		return rest;
	});
	const run = async ({ check, send, onSuccess }) => {
		if (inFlight.current) return;
		inFlight.current = true;
		setFormProblem(null);
		const checked = check();
		const found = checked instanceof Promise ? await checked : checked;
		setProblems(found);
		if (Object.keys(found).length > 0) {
			inFlight.current = false;
			return;
		}
		setSubmitting(true);
		const result = await send();
		inFlight.current = false;
		setSubmitting(false);
		if (result.success) {
			onSuccess();
			return;
		}
		if (result.kind === "unauthorized" || result.kind === "cancelled") return;
		const field = fieldOfCode[result.code];
		const text = failureText(result, t);
		if (field) {
			const only = {};
			only[field] = text;
			setProblems(only);
		} else setFormProblem(text);
	};
	return {
		problems,
		formProblem,
		submitting,
		clear,
		run
	};
}
/**
* The end of a card form: the payment password where one is asked for, the refusal of the whole form (announced
* at once), then the submit button.
*/
function CardFormFooter({ problem, submitting, password, children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		password ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentPasswordField, {
			label: t("member_payment_password"),
			value: password.value,
			onChange: (value) => {
				password.onChange(value);
				password.clear();
			},
			error: password.error
		}) : null,
		problem ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "card-form__alert",
			role: "alert",
			children: problem
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "submit",
			block: true,
			disabled: submitting,
			children
		})
	] });
}
export { PaymentPasswordField as i, useCardForm as n, PayeeField as r, CardFormFooter as t };
