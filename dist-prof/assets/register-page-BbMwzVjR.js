const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/firebase-auth-DOTn-Odp.js","assets/auth-vendors-INKfCFRg.js","assets/app-B8swDsOD.js","assets/rolldown-runtime-BtDSRbSq.js","assets/react-1XXMI5Wu.js","assets/runtime-Dc1RwkV2.js"])))=>i.map(i=>d[i]);
import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { F as preferences, M as showToast, O as dismissToast, T as useNavigate, W as useSnapshot, s as Button, x as Link, y as useTranslation } from "./app-B8swDsOD.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { t as captchaScriptUrl } from "./auth-vendors-INKfCFRg.js";
import { M as settle } from "./mutation-D-E-yONN.js";
import { t as Checkbox } from "./checkbox-CeIypHrQ.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { a as mobileRule, c as sanitizeMobile, i as mobileProblem, l as sanitizeVerificationCode, n as isDialCode, o as overridesByField, r as mobileMessage, s as sanitizeDialCode, t as dialCodeOrDefault, u as verificationCodeField } from "./auth-rules-QgxlvvqV.js";
import { a as smsResendAt, i as secondsLeft, r as formatWait, t as PHONE_AUTH_RESEND_MS } from "./resend-countdown-jvtsE_cT.js";
import { F as randomPassword, I as isThrottle, J as sendSmsNoLogin, K as currentRegistrationContext, L as phoneAuthProblem, Lt as statusQuery, U as startSession, _t as registerOnlyMobile, kt as login, ut as useGetStatus } from "./api-G_9Nallq.js";
import { a as verifyHuman, i as reportCaptchaProblem, n as prepareCaptcha, r as releaseCaptcha } from "./captcha-gate-0YPDHzzj.js";
import { c as string, s as object } from "./schemas-DYJqGCgo.js";
import { n as subscribeClock, t as clockNow } from "./clock-SdHYv9A3.js";
import { n as sendThrottle, t as blockSending } from "./send-throttle-CBhmJIvO.js";
import { t as __vitePreload } from "./runtime-Dc1RwkV2.js";
import { t as u } from "./zod-Teu5dUw-.js";
import { a as useWatch, i as useForm } from "./index.esm-D1X32Qw-.js";
import { n as loadPhoneParser, t as checkPhilippineMobile } from "./phone-UjcqJr_A.js";
import { o as mustConfirm } from "./validation-C205PTVZ.js";
import { n as setLoginAgeConfirmed, t as loginAge } from "./login-age-CPHwRkn1.js";
// src/features/register/form-alert.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Rendered only with a problem: an element that appears with role="alert" is announced at once. */
function FormAlert({ problem }) {
	const { t } = useTranslation();
	if (!problem) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "phone-alert",
		role: "alert",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "phone-alert__text",
				children: problem.text
			}),
			problem.code ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "phone-alert__detail",
				children: t("error_code", { code: problem.code })
			}) : null,
			problem.reason ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "phone-alert__detail",
				children: t("error_reason", { reason: problem.reason })
			}) : null,
			problem.link ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "phone-alert__link",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: problem.link.to,
					children: problem.link.label
				})
			}) : null
		]
	});
}
// src/features/register/call-problem.ts
/**
* What the phone form says about a failed call (spec section 8). No answer, a late one and a gateway's 502
* get our own words (the browser's and the gateway's are not for the player); a refusal shows the server's
* message with its code.
*/
function callProblem(failure, t, fallbackKey = "in_unknown_error") {
	switch (failure.kind) {
		case "network": return { text: t("network_offline") };
		case "timeout": return { text: t("request_timeout") };
		case "bad-gateway": return { text: t("in_unknown_error") };
		default: return {
			text: failure.message || t(fallbackKey),
			code: failure.code || void 0
		};
	}
}
// src/features/register/use-phone-code.ts
var THROTTLE_CODE = "TOO_MANY_REQUEST";
/**
* Sends the code (spec section 4): active only for a valid number with no countdown running; the countdown
* ends at the server's expirationTime + 5 s (phone auth: a fixed minute); "too many requests" blocks
* sending for 5 minutes.
*/
function usePhoneCode({ firebase, captchaSms, captchaId, verifierHost, onProblem }) {
	const { t } = useTranslation();
	const [sent, setSent] = (0, import_react.useState)(null);
	const [sending, setSending] = (0, import_react.useState)(false);
	const inFlight = (0, import_react.useRef)(false);
	const { blockedUntil } = useSnapshot(sendThrottle);
	const now = (0, import_react.useSyncExternalStore)(subscribeClock, clockNow);
	const cooldown = secondsLeft(sent?.resendAt ?? null, now);
	const blocked = secondsLeft(blockedUntil, now);
	const send = async (phone, dialCode) => {
		if (inFlight.current) return false;
		inFlight.current = true;
		onProblem(null);
		setSending(true);
		try {
			if (firebase) {
				const host = verifierHost.current;
				if (!host) return false;
				try {
					const { sendPhoneCode } = await __vitePreload(async () => {
						const { sendPhoneCode } = await import("./firebase-auth-DOTn-Odp.js");
						return { sendPhoneCode };
					}, __vite__mapDeps([0,1,2,3,4,5]));
					const session = await sendPhoneCode(firebase, phone.e164, host, preferences.language);
					const resendAt = Date.now() + PHONE_AUTH_RESEND_MS;
					setSent({
						via: "phone-auth",
						dialCode,
						mobileNum: phone.mobileNum,
						e164: phone.e164,
						session,
						resendAt
					});
					return true;
				} catch (error) {
					const problem = phoneAuthProblem(error);
					if (isThrottle(problem)) blockSending();
					onProblem({
						text: t(problem.messageKey),
						code: problem.code,
						reason: problem.reason
					});
					return false;
				}
			}
			let captcha;
			if (captchaSms) try {
				captcha = await verifyHuman(captchaScriptUrl(), captchaId, preferences.language);
			} catch (error) {
				reportCaptchaProblem(error);
				return false;
			}
			const result = await settle(sendSmsNoLogin({
				countryDialingCode: dialCode,
				mobileNum: phone.mobileNum,
				captcha
			}, { silent: true }));
			if (!result.success) {
				if (result.code === THROTTLE_CODE || result.status === 429) blockSending();
				onProblem(callProblem(result, t, "phone_auth_unknown"));
				return false;
			}
			const { expirationTime, type } = result.data;
			setSent({
				via: "sms",
				dialCode,
				mobileNum: phone.mobileNum,
				e164: phone.e164,
				type,
				resendAt: smsResendAt(expirationTime)
			});
			return true;
		} finally {
			inFlight.current = false;
			setSending(false);
		}
	};
	return {
		sent,
		sending,
		cooldown,
		blocked,
		send
	};
}
// src/features/register/use-phone-form.ts
/**
* The phone form's fields and rules (spec section 5): a Philippine mobile (the phone metadata loads with this
* screen, not with the app), a 1-3 digit dial code defaulting to 63, a code of at most 6 digits, and 21+.
*/
function usePhoneForm(overrides) {
	const { t } = useTranslation();
	const [parser, setParser] = (0, import_react.useState)(null);
	const mobileOverride = overrides.get("loginMobileNum");
	const codeOverride = overrides.get("verificationCode");
	(0, import_react.useEffect)(() => {
		let live = true;
		loadPhoneParser().then((parse) => {
			if (live) setParser(() => parse);
		});
		return () => {
			live = false;
		};
	}, []);
	const schema = (0, import_react.useMemo)(() => {
		const mobile = mobileRule(mobileOverride);
		return object({
			dialCode: string().refine((value) => value === "" || isDialCode(value)),
			mobile: string().superRefine((value, ctx) => {
				const problem = mobileProblem(t, value, mobile);
				if (problem) ctx.addIssue({
					code: "custom",
					message: problem
				});
			}),
			code: verificationCodeField(t, codeOverride),
			ageConfirmed: mustConfirm(t, "confirm_age_required")
		}).superRefine(async ({ dialCode, mobile: value }, ctx) => {
			const parse = await loadPhoneParser();
			if (!checkPhilippineMobile(parse, value, dialCodeOrDefault(dialCode, "63")).valid) ctx.addIssue({
				code: "custom",
				path: ["mobile"],
				message: mobileMessage(t, mobile)
			});
		}, { when: ({ issues }) => !issues.some((issue) => ["mobile", "dialCode"].includes(String(issue.path?.[0]))) });
	}, [
		t,
		mobileOverride,
		codeOverride
	]);
	const form = useForm({
		resolver: u(schema),
		mode: "onTouched",
		defaultValues: {
			dialCode: "63",
			mobile: "",
			code: "",
			ageConfirmed: loginAge.confirmed
		}
	});
	const [dialCode, mobile, ageConfirmed] = useWatch({
		control: form.control,
		name: [
			"dialCode",
			"mobile",
			"ageConfirmed"
		]
	});
	const dial = dialCodeOrDefault(dialCode, "63");
	const { getFieldState, trigger } = form;
	(0, import_react.useEffect)(() => {
		if (getFieldState("mobile").isTouched) trigger("mobile");
	}, [
		dial,
		getFieldState,
		trigger
	]);
	(0, import_react.useEffect)(() => setLoginAgeConfirmed(ageConfirmed), [ageConfirmed]);
	const rule = mobileRule(mobileOverride);
	const check = parser && mobileProblem(t, mobile, rule) === null ? checkPhilippineMobile(parser, mobile, dial) : null;
	return {
		form,
		dial,
		check: check?.valid ? check : null,
		phoneMetadataReady: parser !== null
	};
}
// src/features/register/use-phone-submit.ts
/** Spec section 9: the login's loading toast lasts at most 10 s. */
var LOADING_MS = 1e4;
/**
* Finishes the phone flow (spec section 4): a number without an account registers (mobile only, with a
* random password the player never needs, logged in at once); a known number logs in with its code, when
* the white label allows SMS-code login. Third-party phone auth trades the code for a token first. Then the
* member is loaded and the player goes home.
*/
function usePhoneSubmit(smsCodeLogin, onProblem) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const refused = (failure) => callProblem(failure, t);
	const registerMobile = (sent, code, firebaseIdToken) => settle(registerOnlyMobile({
		...currentRegistrationContext(),
		countryDialingCode: sent.dialCode,
		mobileNum: sent.mobileNum,
		password: randomPassword(12),
		verificationCode: code,
		firebaseIdToken,
		login: true,
		lottoArea: "PL"
	}, { silent: true }));
	/** What the server issued, or null after telling the player why not. */
	async function issue(sent, code) {
		if (sent.via === "sms") {
			if (sent.type === "register") {
				const registered = await registerMobile(sent, code);
				if (registered.success) return registered.data;
				onProblem(refused(registered));
				return null;
			}
			if (!smsCodeLogin) {
				onProblem({
					text: t("sms_login_disabled"),
					link: {
						to: "/login",
						label: t("login_with_password")
					}
				});
				return null;
			}
			const loggedIn = await settle(login({
				type: "sms",
				username: sent.mobileNum,
				password: code,
				countryDialingCode: sent.dialCode,
				lottoArea: "PL",
				channel: "MOBILE"
			}, { silent: true }));
			if (loggedIn.success) return loggedIn.data;
			onProblem(refused(loggedIn));
			return null;
		}
		let idToken;
		try {
			idToken = await sent.session.confirm(code);
		} catch (error) {
			const problem = phoneAuthProblem(error);
			onProblem({
				text: t(problem.messageKey),
				code: problem.code,
				reason: problem.reason
			});
			return null;
		}
		const loggedIn = await settle(login({
			type: "firebase",
			firebaseChannel: "PHONE",
			firebaseIdToken: idToken,
			firebaseMobileNo: sent.e164,
			countryDialingCode: sent.dialCode,
			lottoArea: "PL",
			channel: "MOBILE"
		}, { silent: true }));
		if (loggedIn.success) return loggedIn.data;
		if (loggedIn.code !== "bind_customer_required") {
			onProblem(refused(loggedIn));
			return null;
		}
		const registered = await registerMobile(sent, code, idToken);
		if (registered.success) return registered.data;
		onProblem(refused(registered));
		return null;
	}
	return async (sent, code) => {
		onProblem(null);
		const toastId = showToast("loading", {
			kind: "loading",
			durationMs: LOADING_MS
		});
		try {
			const issued = await issue(sent, code.trim());
			if (!issued) return;
			try {
				await startSession(issued);
			} catch {
				onProblem({ text: t("in_unknown_error") });
				return;
			}
			navigate("/", { replace: true });
		} finally {
			dismissToast(toastId);
		}
	};
}
// src/features/register/use-register-status.ts
/** What the phone screen reads from the status call (the app shell's cached answer). */
function useRegisterStatus() {
	const { data } = useGetStatus(statusQuery());
	return (0, import_react.useMemo)(() => {
		const config = data?.sms.config;
		const firebase = data?.sms.firebase && config ? {
			apiKey: config.apiKey.key,
			authDomain: config.authDomain,
			projectId: config.projectId
		} : null;
		return {
			smsCodeLogin: data?.whitelabelVal.smsCodeLogin === true,
			captchaSms: data?.whitelabelVal.captchaSms === true,
			captchaId: data?.gw.CAPTCHA_ID ?? "",
			overrides: overridesByField(data?.register),
			firebase
		};
	}, [data]);
}
// src/features/register/phone-form.tsx
/** Phone login and registration: number, code, 21+, one button (spec sections 2, 4 and 5). */
function PhoneForm() {
	const { t } = useTranslation();
	const status = useRegisterStatus();
	const { form, dial, check } = usePhoneForm(status.overrides);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const verifierHost = (0, import_react.useRef)(null);
	const codeId = (0, import_react.useId)();
	const code = usePhoneCode({
		firebase: status.firebase,
		captchaSms: status.captchaSms,
		captchaId: status.captchaId,
		verifierHost,
		onProblem: setProblem
	});
	const finish = usePhoneSubmit(status.smsCodeLogin, setProblem);
	const inFlight = (0, import_react.useRef)(false);
	const [finishing, setFinishing] = (0, import_react.useState)(false);
	const { register, setValue, setFocus, formState: { errors, isValid, isSubmitting } } = form;
	const captchaOn = status.captchaSms && !status.firebase;
	(0, import_react.useEffect)(() => {
		if (!captchaOn) return;
		prepareCaptcha(captchaScriptUrl());
		return releaseCaptcha;
	}, [captchaOn]);
	const sentHere = code.sent && check && code.sent.mobileNum === check.mobileNum && code.sent.dialCode === dial;
	const canSend = check !== null && !code.sending && code.cooldown === 0 && code.blocked === 0;
	const onSend = async () => {
		if (!check) return;
		if (await code.send(check, dial)) setFocus("code");
	};
	const finishWith = async ({ code: value }) => {
		if (inFlight.current) return;
		if (!code.sent || !sentHere) {
			setProblem({ text: t("send_code_first") });
			return;
		}
		inFlight.current = true;
		setFinishing(true);
		try {
			await finish(code.sent, value);
		} finally {
			inFlight.current = false;
			setFinishing(false);
		}
	};
	const onSubmit = (event) => form.handleSubmit(finishWith)(event);
	/** Inputs that take digits only: whatever arrives (typed, pasted, autofilled) is cleaned the same way. */
	const digits = (name, clean) => (event) => setValue(name, clean(event.target.value), { shouldValidate: form.getFieldState(name).isTouched });
	const sendLabel = code.blocked > 0 ? t("send_code_blocked", { wait: formatWait(code.blocked) }) : code.cooldown > 0 ? t("send_code_wait", { seconds: code.cooldown }) : code.sent ? t("send_code_again") : t("send_code");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "phone-form",
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "phone-form__number",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					className: "phone-form__dial",
					label: t("dial_code"),
					inputMode: "numeric",
					autoComplete: "tel-country-code",
					error: errors.dialCode ? t("dial_code_invalid") : void 0,
					...register("dialCode", { onChange: digits("dialCode", sanitizeDialCode) })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					className: "phone-form__mobile",
					label: t("mobile_number"),
					type: "tel",
					inputMode: "numeric",
					autoComplete: "tel-national",
					placeholder: "09171234567",
					error: errors.mobile?.message,
					...register("mobile", { onChange: digits("mobile", sanitizeMobile) })
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "phone-form__code",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					id: codeId,
					label: t("verification_code"),
					inputMode: "numeric",
					autoComplete: "one-time-code",
					error: errors.code?.message,
					...register("code", { onChange: digits("code", sanitizeVerificationCode) })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					className: "phone-form__send",
					disabled: !canSend,
					"aria-busy": code.sending,
					onClick: () => void onSend(),
					children: sendLabel
				})]
			}),
			code.sent && sentHere ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "phone-form__sent",
				role: "status",
				children: t("code_sent_to", { number: code.sent.e164 })
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: verifierHost,
				className: "phone-form__verifier"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
				label: t("confirm_age"),
				error: errors.ageConfirmed?.message,
				...register("ageConfirmed")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, { problem }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				block: true,
				disabled: !isValid || isSubmitting || finishing || !sentHere,
				children: status.smsCodeLogin ? t("phone_continue") : t("register")
			})
		]
	});
}
// src/features/register/register-page.tsx
/**
* /register (spec section 2): log in or register with a mobile number and a code. A number without an
* account registers; a known number logs in, when the white label allows SMS-code login.
*/
function RegisterPage() {
	const { t } = useTranslation();
	const { smsCodeLogin } = useRegisterStatus();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "register",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: smsCodeLogin ? t("phone_title") : t("register"),
				backTo: "/",
				backLabel: t("back")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "register__intro",
				children: smsCodeLogin ? t("phone_intro") : t("register_intro")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneForm, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "register__switch",
				children: [
					t("have_account"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/login",
						children: t("login_with_password")
					})
				]
			})
		]
	});
}
export { RegisterPage };
