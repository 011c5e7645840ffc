import { c as string, s as object } from "./schemas-DYJqGCgo.js";
import { i as loginPassword, n as formatRange, r as keepsRule, s as resolveRule, t as REQUIRED_KEY } from "./validation-C205PTVZ.js";
// src/features/member/account/account-rules.ts
var NICKNAME_RULE = {
	pattern: /^[^<>]+$/u,
	min: 1,
	max: 20,
	messageKey: "nickname_rule"
};
var EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/;
/** What the player typed, with the spaces around it and runs of spaces inside it dropped. */
var cleanNickname = (value) => value.trim().replace(/\s+/g, " ");
function nicknameField(t, override) {
	const rule = resolveRule(NICKNAME_RULE, override);
	return string().superRefine((value, ctx) => {
		const nickname = cleanNickname(value);
		if (nickname.length === 0) ctx.addIssue({
			code: "custom",
			message: t(REQUIRED_KEY)
		});
		else if (!keepsRule(rule, nickname)) ctx.addIssue({
			code: "custom",
			message: formatRange(t(rule.messageKey), rule.min, rule.max)
		});
	});
}
function emailField(t) {
	return string().superRefine((value, ctx) => {
		const email = value.trim();
		if (email.length === 0) ctx.addIssue({
			code: "custom",
			message: t(REQUIRED_KEY)
		});
		else if (email.length > 100) ctx.addIssue({
			code: "custom",
			message: formatRange(t("form_max_limit"), 100, 100)
		});
		else if (!EMAIL.test(email)) ctx.addIssue({
			code: "custom",
			message: t("error_email")
		});
	});
}
/** At least 8 characters with a letter and a number (the hint), no more than the contract's 16. */
function keepsNewPasswordRule(value) {
	const length = [...value].length;
	return length >= 8 && length <= 16 && /[A-Za-z]/.test(value) && /\d/.test(value);
}
/**
* The login-password change: the old password follows the login rule (6 - 16, or the status's override);
* the new one the hint; the confirmation must repeat it (inconsistent_twice) and the new one must differ
* from the old (same_password).
*/
function loginPasswordSchema(t, override) {
	return object({
		oldPassword: loginPassword(t, override),
		newPassword: string().superRefine((value, ctx) => {
			if (value.length === 0) ctx.addIssue({
				code: "custom",
				message: t(REQUIRED_KEY)
			});
			else if (!keepsNewPasswordRule(value)) ctx.addIssue({
				code: "custom",
				message: formatRange(t("new_password_rule"), 8, 16)
			});
		}),
		confirmNewPassword: string().min(1, t(REQUIRED_KEY))
	}).superRefine(({ oldPassword, newPassword, confirmNewPassword }, ctx) => {
		if (newPassword && oldPassword && newPassword === oldPassword) ctx.addIssue({
			code: "custom",
			path: ["newPassword"],
			message: t("same_password")
		});
		if (confirmNewPassword && confirmNewPassword !== newPassword) ctx.addIssue({
			code: "custom",
			path: ["confirmNewPassword"],
			message: t("inconsistent_twice")
		});
	});
}
export { nicknameField as i, emailField as n, loginPasswordSchema as r, cleanNickname as t };
