import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { F as preferences, M as showToast, O as dismissToast, T as useNavigate, s as Button, x as Link, y as useTranslation } from "./app-B8swDsOD.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { t as captchaScriptUrl } from "./auth-vendors-INKfCFRg.js";
import { M as settle } from "./mutation-D-E-yONN.js";
import { t as Sheet } from "./sheet-CnKKGIo0.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { t as u } from "./zod-Teu5dUw-.js";
import { a as useWatch, i as useForm } from "./index.esm-D1X32Qw-.js";
import { U as startSession, kt as login, vt as resetPasswordByEmail } from "./api-G_9Nallq.js";
import { a as loginUsername, i as loginPassword, o as mustConfirm, t as REQUIRED_KEY } from "./validation-C205PTVZ.js";
import { c as string, i as email, s as object } from "./schemas-DYJqGCgo.js";
import { t as Checkbox } from "./checkbox-CeIypHrQ.js";
import { a as verifyHuman, i as reportCaptchaProblem, n as prepareCaptcha, r as releaseCaptcha } from "./captcha-gate-0YPDHzzj.js";
import { n as setLoginAgeConfirmed, t as loginAge } from "./login-age-CPHwRkn1.js";
import { t as useLoginStatus } from "./use-login-status-DF9yg9Mt.js";
import "./runtime-Dc1RwkV2.js";
// src/features/login/demo-accounts-box.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
// src/features/login/failure-message.ts
/** What a failed login says on the form: the server's words when it gave any, else ours. */
function failureMessage(failure, t) {
	switch (failure.kind) {
		case "network": return t("network_offline");
		case "timeout": return t("request_timeout");
		case "bad-gateway": return t("in_unknown_error");
		default: return failure.message || failure.code || t("in_unknown_error");
	}
}
// src/features/login/use-forgot-password.ts
/** Forgot password (spec section 7): username and e-mail, sent form-encoded; the server mails a reset link. */
function useForgotPassword(usernameOverride) {
	const { t } = useTranslation();
	const [sentTo, setSentTo] = (0, import_react.useState)(null);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const schema = (0, import_react.useMemo)(() => object({
		username: loginUsername(t, usernameOverride),
		email: string().trim().min(1, { message: t(REQUIRED_KEY) }).pipe(email({ message: t("error_email") }))
	}), [t, usernameOverride]);
	const form = useForm({
		resolver: u(schema),
		mode: "onTouched",
		defaultValues: {
			username: "",
			email: ""
		}
	});
	return {
		form,
		submit: form.handleSubmit(async ({ username, email }) => {
			setServerError(null);
			const result = await settle(resetPasswordByEmail({
				username,
				email
			}, { silent: true }));
			if (result.success) setSentTo(email);
			else setServerError(failureMessage(result, t));
		}),
		sentTo,
		serverError
	};
}
// src/features/login/forgot-password-sheet.tsx
function ForgotPasswordSheet({ onClose, usernameOverride }) {
	const { t } = useTranslation();
	const { form, submit, sentTo, serverError } = useForgotPassword(usernameOverride);
	const { register, formState: { errors, isValid, isSubmitting } } = form;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sheet, {
		title: t("forgot_password_title"),
		onClose,
		closeLabel: t("close"),
		children: sentTo ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "forgot-password__done",
			role: "status",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("forgot_password_sent", { email: sentTo }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				block: true,
				onClick: onClose,
				children: t("ok")
			})]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "forgot-password",
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "forgot-password__intro",
					children: t("forgot_password_intro")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: t("username"),
					autoComplete: "username",
					autoCapitalize: "none",
					autoCorrect: "off",
					spellCheck: false,
					error: errors.username?.message,
					...register("username")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: t("email"),
					type: "email",
					inputMode: "email",
					autoComplete: "email",
					error: errors.email?.message,
					...register("email")
				}),
				serverError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "login-form__error",
					role: "alert",
					children: serverError
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					block: true,
					disabled: !isValid || isSubmitting,
					children: t("forgot_password_send")
				})
			]
		})
	});
}
// src/features/login/login-form.tsx
function LoginForm({ form, submit, serverError, sending }) {
	const { t } = useTranslation();
	const { register, formState: { errors, isValid, isSubmitting } } = form;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "login-form",
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("username"),
				autoComplete: "username",
				autoCapitalize: "none",
				autoCorrect: "off",
				spellCheck: false,
				error: errors.username?.message,
				...register("username")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("password"),
				type: "password",
				autoComplete: "current-password",
				error: errors.password?.message,
				...register("password")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
				label: t("confirm_age"),
				error: errors.ageConfirmed?.message,
				...register("ageConfirmed")
			}),
			serverError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "login-form__error",
				role: "alert",
				children: serverError
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				block: true,
				disabled: !isValid || isSubmitting || sending,
				children: t("login")
			})
		]
	});
}
// src/features/login/use-login-form.ts
/** Spec section 9: the login's loading toast lasts at most 10 s. */
var LOGIN_LOADING_MS = 1e4;
function useLoginForm() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const { flags, overrides, captchaId } = useLoginStatus();
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const inFlight = (0, import_react.useRef)(false);
	const [sending, setSending] = (0, import_react.useState)(false);
	const captchaOn = flags?.captchaLogin === true;
	const usernameRule = overrides.get("loginUsername");
	const passwordRule = overrides.get("loginPassword");
	const schema = (0, import_react.useMemo)(() => object({
		username: loginUsername(t, usernameRule),
		password: loginPassword(t, passwordRule),
		ageConfirmed: mustConfirm(t, "confirm_age_required")
	}), [
		t,
		usernameRule,
		passwordRule
	]);
	const form = useForm({
		resolver: u(schema),
		mode: "onTouched",
		defaultValues: {
			username: "",
			password: "",
			ageConfirmed: loginAge.confirmed
		}
	});
	const ageConfirmed = useWatch({
		control: form.control,
		name: "ageConfirmed"
	});
	(0, import_react.useEffect)(() => setLoginAgeConfirmed(ageConfirmed), [ageConfirmed]);
	(0, import_react.useEffect)(() => {
		if (!captchaOn) return;
		prepareCaptcha(captchaScriptUrl());
		return releaseCaptcha;
	}, [captchaOn]);
	const send = async ({ username, password }) => {
		if (inFlight.current) return;
		inFlight.current = true;
		setSending(true);
		try {
			await logIn(username, password);
		} finally {
			inFlight.current = false;
			setSending(false);
		}
	};
	const submit = (event) => form.handleSubmit(send)(event);
	async function logIn(username, password) {
		setServerError(null);
		let captcha;
		if (captchaOn) try {
			captcha = await verifyHuman(captchaScriptUrl(), captchaId, preferences.language);
		} catch (error) {
			reportCaptchaProblem(error);
			return;
		}
		const toastId = showToast("loading", {
			kind: "loading",
			durationMs: LOGIN_LOADING_MS
		});
		try {
			const result = await settle(login({
				type: "password",
				username,
				password,
				captcha,
				lottoArea: "PL",
				channel: "MOBILE"
			}, { silent: true }));
			if (!result.success) {
				setServerError(failureMessage(result, t));
				return;
			}
			await startSession(result.data);
			navigate("/", { replace: true });
		} finally {
			dismissToast(toastId);
		}
	}
	return {
		form,
		submit,
		serverError,
		sending
	};
}
// src/features/login/login-page.tsx
/** Password login (spec sections 2 and 5), inside the login shell. */
function LoginPage() {
	const { t } = useTranslation();
	const state = useLoginForm();
	const { flags, overrides } = useLoginStatus();
	const [forgotOpen, setForgotOpen] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "login",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: t("login"),
				backTo: "/",
				backLabel: t("back")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginForm, { ...state }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "login__links",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "login__link-button",
					onClick: () => setForgotOpen(true),
					children: t("forgot_password")
				}), flags?.smsCodeLogin ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/register",
					children: t("login_with_sms")
				}) : null]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "login__switch",
				children: [
					t("no_account"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/register",
						children: t("register")
					})
				]
			}),
			null,
			forgotOpen ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ForgotPasswordSheet, {
				onClose: () => setForgotOpen(false),
				usernameOverride: overrides.get("loginUsername")
			}) : null
		]
	});
}
export { LoginPage };
