import { c as string, n as boolean } from "./schemas-DYJqGCgo.js";
// src/lib/validation.ts
var BASE_RULES = {
	loginUsername: {
		pattern: /^[A-Za-z0-9]+$/,
		min: 6,
		max: 16,
		messageKey: "reg_pattern_4"
	},
	loginPassword: {
		pattern: null,
		min: 6,
		max: 16,
		messageKey: "error_password"
	}
};
var REQUIRED_KEY = "required_limit";
var isBound = (value) => typeof value === "number" && Number.isInteger(value) && value >= 0;
function compilePattern(source, fallback) {
	if (source === "*") return null;
	for (const flags of ["u", ""]) try {
		return new RegExp(`^(?:${source})$`, flags);
	} catch {}
	console.warn("[validation] ignoring an invalid pattern from the status call:", source);
	return fallback;
}
/** The base rule with the status's override applied; bounds that make no sense keep the base values. */
function resolveRule(base, override) {
	if (!override) return base;
	const pattern = typeof override.pattern === "string" ? compilePattern(override.pattern, base.pattern) : base.pattern;
	const min = isBound(override.min) ? override.min : base.min;
	const max = isBound(override.max) ? override.max : base.max;
	return min <= max ? {
		...base,
		pattern,
		min,
		max
	} : {
		...base,
		pattern
	};
}
/** Fills a "{0} - {1}" template; when both bounds are equal it shows the number once ("Please enter 6 …"). */
function formatRange(template, min, max) {
	if (min === max) return template.replace(/\{0\}\s*[-–~]\s*\{1\}/g, String(min)).replace(/\{[01]\}/g, String(min));
	return template.replace(/\{0\}/g, String(min)).replace(/\{1\}/g, String(max));
}
var lengthOf = (value) => [...value].length;
/** Whether a value keeps a rule (the required check is separate). */
function keepsRule(rule, value) {
	const length = lengthOf(value);
	return length >= rule.min && length <= rule.max && (rule.pattern === null || rule.pattern.test(value));
}
/** A required text field following a rule: empty says "required", anything else off-rule shows the range. */
function textField(rule, t) {
	return string().superRefine((value, ctx) => {
		if (value.length === 0) ctx.addIssue({
			code: "custom",
			message: t(REQUIRED_KEY)
		});
		else if (!keepsRule(rule, value)) ctx.addIssue({
			code: "custom",
			message: formatRange(t(rule.messageKey), rule.min, rule.max)
		});
	});
}
var loginUsername = (t, override) => textField(resolveRule(BASE_RULES.loginUsername, override), t);
var loginPassword = (t, override) => textField(resolveRule(BASE_RULES.loginPassword, override), t);
/** A checkbox the player must tick (the 21+ confirmation). */
var mustConfirm = (t, messageKey) => boolean().refine((checked) => checked, { message: t(messageKey) });
export { loginUsername as a, loginPassword as i, formatRange as n, mustConfirm as o, keepsRule as r, resolveRule as s, REQUIRED_KEY as t };
