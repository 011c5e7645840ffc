import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { F as preferences, M as showToast, T as useNavigate, W as useSnapshot, l as Skeleton, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { t as captchaScriptUrl } from "./auth-vendors-INKfCFRg.js";
import { Et as useGetMemberInfo, G as setMember, W as memberStore, X as verifyCurrentMobile, Y as sendSmsToVerifiedMobile, Z as verifySmsCode, gt as getGetSecurityConfigQueryKey, mt as getGetMemberInfoQueryKey, q as sendSms } from "./api-G_9Nallq.js";
import { n as loadPhoneParser, t as checkPhilippineMobile } from "./phone-UjcqJr_A.js";
import { t as u } from "./zod-Teu5dUw-.js";
import { a as useWatch, i as useForm } from "./index.esm-D1X32Qw-.js";
import { t as CodeField } from "./code-field-Pk4ehDy8.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { c as string, s as object } from "./schemas-DYJqGCgo.js";
import { a as mobileRule, c as sanitizeMobile, i as mobileProblem, l as sanitizeVerificationCode, r as mobileMessage, u as verificationCodeField } from "./auth-rules-QgxlvvqV.js";
import { n as FormSubmit } from "./form-alert-DepduWkL.js";
import { t as problemText } from "./problem-text-_bCAdtun.js";
import { a as smsResendAt, i as secondsLeft, r as formatWait } from "./resend-countdown-jvtsE_cT.js";
import { a as verifyHuman, i as reportCaptchaProblem, n as prepareCaptcha, r as releaseCaptcha } from "./captcha-gate-0YPDHzzj.js";
import { r as useNow } from "./clock-SdHYv9A3.js";
import { n as sendThrottle, t as blockSending } from "./send-throttle-CBhmJIvO.js";
import { t as useAccountStatus } from "./use-account-status-BDmvyxLb.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
import "./runtime-Dc1RwkV2.js";
// src/features/member/account/use-sms-sender.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var THROTTLE_CODE = "TOO_MANY_REQUEST";
/**
* Sending an SMS code from a logged-in screen, as the register screen does (spec sections 4, 8 and 9): the
* button rests until the server's expirationTime + 5 s, "too many requests" blocks sending for 5 minutes on
* this device, and the captcha runs first when the status asks for it.
*/
function useSmsSender({ captchaSms, captchaId }) {
	const { t } = useTranslation();
	const [resendAt, setResendAt] = (0, import_react.useState)(null);
	const [sending, setSending] = (0, import_react.useState)(false);
	const { blockedUntil } = useSnapshot(sendThrottle);
	const now = useNow();
	const cooldown = secondsLeft(resendAt, now);
	const blocked = secondsLeft(blockedUntil, now);
	(0, import_react.useEffect)(() => {
		if (!captchaSms) return;
		prepareCaptcha(captchaScriptUrl());
		return releaseCaptcha;
	}, [captchaSms]);
	/** Sends; resolves with the refusal to show (null when the code is on its way or the captcha was closed). */
	const send = async (call) => {
		setSending(true);
		try {
			let captcha;
			if (captchaSms) try {
				captcha = await verifyHuman(captchaScriptUrl(), captchaId, preferences.language);
			} catch (error) {
				reportCaptchaProblem(error);
				return {
					sent: false,
					problem: null
				};
			}
			const result = await settle(call(captcha));
			if (!result.success) {
				if (result.code === THROTTLE_CODE || result.status === 429) blockSending();
				return {
					sent: false,
					problem: problemText(result, t)
				};
			}
			setResendAt(smsResendAt(result.data.expirationTime));
			return {
				sent: true,
				problem: null
			};
		} finally {
			setSending(false);
		}
	};
	return {
		send,
		sending,
		cooldown,
		blocked,
		label: blocked > 0 ? t("send_code_blocked", { wait: formatWait(blocked) }) : cooldown > 0 ? t("send_code_wait", { seconds: cooldown }) : resendAt !== null ? t("send_code_again") : t("send_code"),
		canSend: !sending && cooldown === 0 && blocked === 0
	};
}
// src/features/member/account/sms-code-step.tsx
var import_jsx_runtime = require_jsx_runtime();
var CODE_FIELD_ERRORS = /* @__PURE__ */ new Set(["INVALID_VERIFICATION_CODE", "VERIFICATION_CODE_EXPIRED"]);
/** One "send a code, type it, confirm" step of the phone screen (spec sections 4 and 5). */
function SmsCodeStep({ intro, editable, initialMobile = "", overrides, captchaSms, captchaId, submitLabel, sendCode, verifyCode, onVerified }) {
	const { t } = useTranslation();
	const [parser, setParser] = (0, import_react.useState)(null);
	const [sentTo, setSentTo] = (0, import_react.useState)(null);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const sender = useSmsSender({
		captchaSms,
		captchaId
	});
	const mobileOverride = overrides.get("loginMobileNum");
	const codeOverride = overrides.get("verificationCode");
	(0, import_react.useEffect)(() => {
		if (!editable) return;
		let live = true;
		loadPhoneParser().then((parse) => {
			if (live) setParser(() => parse);
		});
		return () => {
			live = false;
		};
	}, [editable]);
	const schema = (0, import_react.useMemo)(() => {
		const mobile = mobileRule(mobileOverride);
		return object({
			mobile: editable ? string().superRefine((value, ctx) => {
				const fieldProblem = mobileProblem(t, value, mobile);
				if (fieldProblem) ctx.addIssue({
					code: "custom",
					message: fieldProblem
				});
				else if (parser && !checkPhilippineMobile(parser, value, "63").valid) ctx.addIssue({
					code: "custom",
					message: mobileMessage(t, mobile)
				});
			}) : string(),
			code: verificationCodeField(t, codeOverride)
		});
	}, [
		t,
		editable,
		parser,
		mobileOverride,
		codeOverride
	]);
	const form = useForm({
		resolver: u(schema),
		mode: "onTouched",
		defaultValues: {
			mobile: initialMobile,
			code: ""
		}
	});
	const { register, setValue, setError, setFocus, getFieldState, formState: { errors, isValid, isSubmitting } } = form;
	const typed = useWatch({
		control: form.control,
		name: "mobile"
	});
	const check = (0, import_react.useMemo)(() => {
		if (!editable || !parser) return null;
		const result = checkPhilippineMobile(parser, typed, "63");
		return result.valid ? result : null;
	}, [
		editable,
		parser,
		typed
	]);
	const targetKey = editable ? check?.mobileNum ?? null : "current";
	const sentHere = sentTo !== null && sentTo === targetKey;
	const onSend = async () => {
		if (targetKey === null) return;
		setProblem(null);
		const outcome = await sender.send((captcha) => sendCode(editable ? check : null, captcha));
		if (outcome.sent) {
			setSentTo(targetKey);
			setFocus("code");
		} else if (outcome.problem) setProblem(outcome.problem);
	};
	const submit = form.handleSubmit(async ({ code }) => {
		setProblem(null);
		if (!sentHere) {
			setProblem(t("send_code_first"));
			return;
		}
		const result = await verifyCode(editable ? check : null, code.trim());
		if (!result.success) {
			if (CODE_FIELD_ERRORS.has(result.code)) setError("code", { message: problemText(result, t) }, { shouldFocus: true });
			else setProblem(problemText(result, t));
			return;
		}
		onVerified(editable ? check : null);
	});
	const digits = (name, clean) => (event) => setValue(name, clean(event.target.value), { shouldValidate: getFieldState(name).isTouched });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "account-form account-card",
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "account-form__intro",
				children: intro
			}),
			editable ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("mobile_number"),
				type: "tel",
				inputMode: "numeric",
				autoComplete: "tel-national",
				placeholder: "09171234567",
				error: errors.mobile?.message,
				...register("mobile", { onChange: digits("mobile", sanitizeMobile) })
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeField, {
				rowClassName: "account-code",
				sendClassName: "account-code__send",
				sendLabel: sender.label,
				sendDisabled: !sender.canSend || targetKey === null,
				sending: sender.sending,
				onSend: () => void onSend(),
				error: errors.code?.message,
				...register("code", { onChange: digits("code", sanitizeVerificationCode) })
			}),
			sentHere ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "account-form__sent",
				role: "status",
				children: editable && check ? t("code_sent_to", { number: check.e164 }) : t("code_sent_current")
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSubmit, {
				problem,
				disabled: !isValid || isSubmitting || !sentHere,
				busy: isSubmitting,
				children: submitLabel
			})
		]
	});
}
// src/features/member/set-phone-page.tsx
/** The local 09… form the member record uses, from a checked number's national digits. */
var localForm = (target) => target ? `0${target.mobileNum}` : "";
/**
* The mobile number (spec sections 2 and 3). A number not yet verified is verified (or replaced) with a code
* sent to it. A verified number is replaced only when the status's mobile-update flag allows it: first a
* code to the current number (send-verified, verify-current), then a code to the new one (send, verify).
*/
function SetPhonePage() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const info = useGetMemberInfo();
	const status = useAccountStatus();
	const [stage, setStage] = (0, import_react.useState)("overview");
	const finish = async (target) => {
		const member = memberStore.member;
		if (member && target) setMember({
			...member,
			mobile: localForm(target),
			mobileVerified: true
		});
		await Promise.all([queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() }), queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() })]);
		showToast("phone_saved", { kind: "success" });
		navigate("/member/securityCenter");
	};
	const toNumber = (purpose) => ({
		sendCode: (target, captcha) => {
			if (!target) return Promise.reject(/* @__PURE__ */ new Error("no number"));
			return sendSms({
				countryDialingCode: "63",
				mobileNum: target.mobileNum,
				purpose,
				captcha
			}, { silent: true });
		},
		verifyCode: (target, code) => settle(verifySmsCode({
			countryDialingCode: "63",
			mobileNum: target?.mobileNum ?? "",
			verificationCode: code,
			purpose
		}, { silent: true }))
	});
	const common = {
		overrides: status.overrides,
		captchaSms: status.captchaSms,
		captchaId: status.captchaId
	};
	let content;
	if (info.isPending || status.isPending) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		width: "100%",
		height: 240
	});
	else if (!info.data) content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "account-card account-form",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("load_failed") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			onClick: () => void info.refetch(),
			children: t("try_again")
		})]
	});
	else if (!info.data.mobileVerified) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SmsCodeStep, {
		...common,
		editable: true,
		initialMobile: info.data.mobile ?? "",
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: info.data.mobile ? t("phone_verify_intro") : t("phone_bind_intro") }),
		submitLabel: t("phone_verify"),
		...toNumber("BIND_MOBILE"),
		onVerified: (target) => void finish(target)
	}, "bind");
	else if (stage === "overview") content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "account-card account-form",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "account-phone",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "account-phone__label",
					children: t("phone_current")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "account-phone__number",
					children: info.data.mobile
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "security-state security-state--security_done",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						children: "✓ "
					}), t("phone_verified")]
				})
			]
		}), status.updateMobile ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			onClick: () => setStage("current"),
			children: t("phone_change")
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "account-note",
			children: t("phone_change_disabled")
		})]
	});
	else if (stage === "current") content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SmsCodeStep, {
		...common,
		editable: false,
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "account-step",
			children: t("phone_step", {
				step: 1,
				total: 2
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("phone_current_code_intro", { number: info.data.mobile ?? "" }) })] }),
		submitLabel: t("phone_next"),
		sendCode: (_target, captcha) => sendSmsToVerifiedMobile({
			purpose: "UPDATE_MOBILE",
			captcha
		}, { silent: true }),
		verifyCode: (_target, code) => settle(verifyCurrentMobile({
			verificationCode: code,
			purpose: "UPDATE_MOBILE"
		}, { silent: true })),
		onVerified: () => setStage("new")
	}, "current");
	else content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SmsCodeStep, {
		...common,
		editable: true,
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "account-step",
			children: t("phone_step", {
				step: 2,
				total: 2
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("phone_new_intro") })] }),
		submitLabel: t("phone_change_confirm"),
		...toNumber("UPDATE_MOBILE"),
		onVerified: (target) => void finish(target)
	}, "new");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_set_phone",
		backTo: "/member/securityCenter",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-busy": info.isPending,
			children: content
		})
	});
}
export { SetPhonePage };
