import { c as string } from "./schemas-DYJqGCgo.js";
import { n as formatRange, r as keepsRule, s as resolveRule, t as REQUIRED_KEY } from "./validation-C205PTVZ.js";
// src/lib/auth-rules.ts
/** The status's list keyed by field; when the server names a field twice, the last entry wins. */
function overridesByField(rules) {
	const byField = /* @__PURE__ */ new Map();
	for (const rule of rules ?? []) byField.set(rule.field, {
		pattern: rule.pattern,
		min: rule.min,
		max: rule.max
	});
	return byField;
}
var VERIFICATION_CODE_RULE = {
	pattern: null,
	min: 1,
	max: 6,
	messageKey: "enter_verification_code"
};
var MOBILE_RULE = {
	pattern: /^\d+$/,
	min: 8,
	max: 16,
	messageKey: "error_phone_number_limit"
};
/**
* The spec checks 8 to 16 digits but tells the player "6 - 11" (the usual length of a number without its
* dial code); a server override replaces both, so what is checked and what is said agree again.
*/
var MOBILE_MESSAGE_RANGE = {
	min: 6,
	max: 11
};
/** Keeps digits only, at most `max` of them: what the code, phone and dial-code inputs accept. */
function keepDigits(raw, max) {
	return raw.replace(/\D/g, "").slice(0, max);
}
/** The code input: pasted "Code: 123 456 " becomes "123456"; never more than six digits. */
var sanitizeVerificationCode = (raw) => keepDigits(raw, 6);
var sanitizeDialCode = (raw) => keepDigits(raw, 3);
var sanitizeMobile = (raw) => keepDigits(raw, 16);
/** A dial code as sent: 1 to 3 digits; an empty field means the default. */
function dialCodeOrDefault(raw, fallback) {
	const digits = sanitizeDialCode(raw);
	return digits.length > 0 ? digits : fallback;
}
var isDialCode = (value) => /^\d{1,3}$/.test(value);
function verificationCodeRule(override) {
	return resolveRule(VERIFICATION_CODE_RULE, override);
}
/** The verification-code field: required, then the (possibly overridden) length and pattern. */
function verificationCodeField(t, override) {
	const rule = verificationCodeRule(override);
	return string().superRefine((value, ctx) => {
		const code = value.trim();
		if (code.length === 0) ctx.addIssue({
			code: "custom",
			message: t(REQUIRED_KEY)
		});
		else if (!keepsRule(rule, code)) ctx.addIssue({
			code: "custom",
			message: formatRange(t(rule.messageKey), rule.min, rule.max)
		});
	});
}
function mobileRule(override) {
	const rule = resolveRule(MOBILE_RULE, override);
	return rule.min !== MOBILE_RULE.min || rule.max !== MOBILE_RULE.max ? {
		rule,
		messageMin: rule.min,
		messageMax: rule.max
	} : {
		rule,
		messageMin: MOBILE_MESSAGE_RANGE.min,
		messageMax: MOBILE_MESSAGE_RANGE.max
	};
}
function mobileMessage(t, mobile) {
	return formatRange(t(mobile.rule.messageKey), mobile.messageMin, mobile.messageMax);
}
/**
* The mobile field's own rule (digits and length). Whether the number is a Philippine mobile is a second
* check that needs the phone metadata (src/lib/phone.ts), done by the form once that has loaded.
*/
function mobileProblem(t, value, mobile) {
	if (value.length === 0) return t(REQUIRED_KEY);
	return keepsRule(mobile.rule, value) ? null : mobileMessage(t, mobile);
}
export { mobileRule as a, sanitizeMobile as c, mobileProblem as i, sanitizeVerificationCode as l, isDialCode as n, overridesByField as o, mobileMessage as r, sanitizeDialCode as s, dialCodeOrDefault as t, verificationCodeField as u };
