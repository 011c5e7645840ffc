import { n as formatRange } from "./validation-C205PTVZ.js";
import { r as validatePhilippineMobile } from "./phone-UjcqJr_A.js";
// src/features/member/withdraw/failure-text.ts
var FUNDS_ERROR_MESSAGES = {
	WITHDRAW_NOT_ALLOWED: "wd_not_allowed",
	FUNCTION_DISABLED: "wd_unavailable",
	WITHDRAW_DAILY_LIMIT: "wd_err_daily_limit",
	WITHDRAW_DAILY_AMOUNT: "wd_err_daily_amount",
	INSUFFICIENT_BALANCE: "wd_insufficient_balance",
	AMOUNT_BELOW_MIN: "wd_err_below_min",
	AMOUNT_ABOVE_MAX: "wd_err_above_max",
	INVALID_AMOUNT: "wd_err_invalid_amount",
	BANK_CARD_REQUIRED: "wd_need_card",
	BANK_CARD_NOT_FOUND: "wd_err_card_not_found",
	MOBILE_NOT_SET: "wd_need_mobile",
	MOBILE_NOT_VERIFIED: "wd_need_mobile",
	KYC_REQUIRED: "wd_need_kyc",
	PAYMENT_PASSWORD_NOT_SET: "wd_need_payment_password",
	PAYMENT_PASSWORD_INCORRECT: "wd_err_payment_password",
	PAYMENT_PASSWORD_EXISTS: "wd_err_payment_password_exists",
	VERIFICATION_CODE_REQUIRED: "wd_err_code_required",
	INVALID_VERIFICATION_CODE: "enter_verification_code",
	VERIFICATION_CODE_EXPIRED: "phone_auth_code_expired",
	TOO_MANY_REQUEST: "phone_auth_too_many_requests",
	inconsistent_twice: "wd_inconsistent_twice",
	same_password: "wd_same_password",
	BANK_NOT_SUPPORTED: "wd_err_bank_not_supported",
	CARD_LIMIT_REACHED: "wd_err_card_limit",
	INVALID_ACCOUNT_NO: "wd_err_account_no",
	CARD_ALREADY_BOUND: "wd_err_card_bound",
	PAYEE_NAME_MISMATCH: "wd_err_payee_mismatch",
	PAYEE_LOCKED: "wd_err_payee_mismatch",
	INVALID_PAYEE_NAME: "wd_err_payee_invalid",
	PROVINCE_REQUIRED: "wd_err_province",
	UNKNOWN_PROVINCE: "wd_err_province",
	CITY_REQUIRED: "wd_err_city",
	UNKNOWN_CITY: "wd_err_city",
	BRANCH_REQUIRED: "wd_err_branch"
};
function failureText(failure, t) {
	if (failure.kind === "network") return t("network_offline");
	if (failure.kind === "timeout") return t("request_timeout");
	if (failure.kind === "bad-gateway" || failure.status >= 500) return t("wd_unavailable");
	const key = FUNDS_ERROR_MESSAGES[failure.code];
	if (key) return t(key);
	return failure.message || failure.code || t("in_unknown_error");
}
/** Spaces and dashes are how people copy account numbers from a passbook; the server takes digits. */
var accountDigits = (raw) => raw.replace(/[\s-]/g, "");
function accountNoProblem(raw, t) {
	const digits = accountDigits(raw);
	if (digits === "") return t("required_limit");
	if (!/^\d+$/.test(digits) || digits.length < 10 || digits.length > 16) return formatRange(t("wd_account_no_rule"), 10, 16);
	return null;
}
function payeeProblem(raw, t) {
	const name = raw.trim().replace(/\s+/g, " ");
	if (name === "") return t("required_limit");
	if (name.length < 2 || name.length > 50 || !/^[\p{L}][\p{L}\p{M} .'-]*$/u.test(name)) return formatRange(t("wd_payee_rule"), 2, 50);
	return null;
}
/** A GCash or Maya account is the holder's Philippine mobile number. */
async function checkEWalletNumber(raw, t) {
	if (raw.trim() === "") return {
		problem: t("required_limit"),
		accountNo: ""
	};
	const phone = await validatePhilippineMobile(raw);
	if (!phone.valid) return {
		problem: t("wd_ewallet_number_rule"),
		accountNo: ""
	};
	return {
		problem: null,
		accountNo: `0${phone.mobileNum}`
	};
}
function paymentPasswordProblem(value, t) {
	if (value === "") return t("required_limit");
	if (!/^\d{6}$/.test(value)) return formatRange(t("wd_payment_password_rule"), 6, 6);
	return null;
}
var cardsOfType = (cards, type) => cards.filter((card) => card.type === type);
/** Whether one more card of this type may be bound, and how many there are. */
function cardRoom(cards, type, max) {
	const count = cardsOfType(cards, type).length;
	return {
		count,
		max,
		full: count >= max
	};
}
export { checkEWalletNumber as a, failureText as c, cardsOfType as i, accountNoProblem as n, payeeProblem as o, cardRoom as r, paymentPasswordProblem as s, accountDigits as t };
