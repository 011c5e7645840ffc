import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { M as showToast, o as ButtonLink, y as useTranslation } from "./app-B8swDsOD.js";
import { Ot as useGetSecurityConfig, ft as changePaymentPassword, gt as getGetSecurityConfigQueryKey, n as getGetBindConfigQueryKey, yt as setPaymentPassword } from "./api-G_9Nallq.js";
import { i as PaymentPasswordField, n as useCardForm, t as CardFormFooter } from "./use-card-form-Beb-8BHw.js";
import { s as paymentPasswordProblem } from "./card-rules-0kDxsTeo.js";
import { t as CardsLoading } from "./cards-state-BLCIQwWi.js";
import "./runtime-Dc1RwkV2.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
// src/features/member/cards/payment-password-content.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FIELD_OF_CODE = {
	PAYMENT_PASSWORD_INCORRECT: "old",
	same_password: "next",
	inconsistent_twice: "confirm",
	BAD_REQUEST: "next"
};
/** The checks of the payment password form: six digits each, the two new ones equal, the new one new. */
function paymentPasswordFormProblems(values, t) {
	const problems = {};
	if (values.old !== void 0) {
		const old = paymentPasswordProblem(values.old, t);
		if (old) problems.old = old;
	}
	const next = paymentPasswordProblem(values.next, t);
	if (next) problems.next = next;
	else if (values.old !== void 0 && values.old === values.next) problems.next = t("wd_same_password");
	const confirm = paymentPasswordProblem(values.confirm, t);
	if (confirm) problems.confirm = confirm;
	else if (!next && values.confirm !== values.next) problems.confirm = t("wd_inconsistent_twice");
	return problems;
}
/** Set the payment password (new + confirm) or, once set, change it (old + new + confirm). */
function PaymentPasswordContent() {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const security = useGetSecurityConfig();
	const [old, setOld] = (0, import_react.useState)("");
	const [next, setNext] = (0, import_react.useState)("");
	const [confirm, setConfirm] = (0, import_react.useState)("");
	const { problems, formProblem, submitting, clear, run } = useCardForm(FIELD_OF_CODE);
	const [done, setDone] = (0, import_react.useState)(false);
	if (!security.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardsLoading, {
		failed: security.isError,
		retry: () => void security.refetch()
	});
	const isSet = security.data.paymentPassword.isComplete;
	const submit = async (event) => {
		event.preventDefault();
		await run({
			check: () => {
				setDone(false);
				return paymentPasswordFormProblems({
					old: isSet ? old : void 0,
					next,
					confirm
				}, t);
			},
			send: () => settle(isSet ? changePaymentPassword({
				oldPaymentPassword: old,
				newPaymentPassword: next,
				confirmNewPaymentPassword: confirm
			}, { silent: true }) : setPaymentPassword({
				paymentPassword: next,
				confirmPaymentPassword: confirm
			}, { silent: true })),
			onSuccess: () => {
				setOld("");
				setNext("");
				setConfirm("");
				setDone(true);
				showToast(isSet ? "wd_pp_changed" : "wd_pp_set", { kind: "success" });
				queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() });
				queryClient.invalidateQueries({ queryKey: getGetBindConfigQueryKey() });
			}
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel cards-section",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "cards-section__note",
				children: isSet ? t("wd_pp_change_intro") : t("wd_pp_set_intro")
			}),
			done ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "cards-done",
				role: "status",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("wd_pp_done") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
					to: "/member/withdraw",
					variant: "secondary",
					block: true,
					children: t("wd_go_withdraw")
				})]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "card-form",
				onSubmit: (event) => void submit(event),
				noValidate: true,
				children: [
					isSet ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentPasswordField, {
						label: t("wd_pp_old"),
						autoComplete: "current-password",
						value: old,
						onChange: (value) => {
							setOld(value);
							clear("old");
						},
						error: problems.old
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentPasswordField, {
						label: t("wd_pp_new"),
						autoComplete: "new-password",
						hint: t("wd_pp_hint"),
						value: next,
						onChange: (value) => {
							setNext(value);
							clear("next");
						},
						error: problems.next
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentPasswordField, {
						label: t("wd_pp_confirm"),
						autoComplete: "new-password",
						value: confirm,
						onChange: (value) => {
							setConfirm(value);
							clear("confirm");
						},
						error: problems.confirm
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardFormFooter, {
						problem: formProblem,
						submitting,
						children: isSet ? t("wd_pp_change_submit") : t("wd_pp_set_submit")
					})
				]
			})
		]
	});
}
// src/features/member/payment-password-page.tsx
function PaymentPasswordPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_payment_password",
		backTo: "/member/securityCenter",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentPasswordContent, {})
	});
}
export { PaymentPasswordPage };
