import type { FailureWords } from './forms/failure-message';
import { ruleProblem, type FieldRule } from './validation';

// What the money-out forms share: the withdraw form, the bank card and e-wallet forms and the payment password
// screen. Kept in one module so the routes that need it fetch one small chunk.

// The words for a refused call on those screens (spec section 8). Known codes have their own text in both
// languages; an unknown one falls back to the server's message (it translates with the Language header), then to
// the code, then to "Unknown error".

export const FUNDS_ERROR_MESSAGES: Record<string, string> = {
  WITHDRAW_NOT_ALLOWED: 'wd_not_allowed',
  FUNCTION_DISABLED: 'wd_unavailable',
  WITHDRAW_DAILY_LIMIT: 'wd_err_daily_limit',
  WITHDRAW_DAILY_AMOUNT: 'wd_err_daily_amount',
  INSUFFICIENT_BALANCE: 'wd_insufficient_balance',
  AMOUNT_BELOW_MIN: 'wd_err_below_min',
  AMOUNT_ABOVE_MAX: 'wd_err_above_max',
  INVALID_AMOUNT: 'wd_err_invalid_amount',
  BANK_CARD_REQUIRED: 'wd_need_card',
  BANK_CARD_NOT_FOUND: 'wd_err_card_not_found',
  MOBILE_NOT_SET: 'wd_need_mobile',
  MOBILE_NOT_VERIFIED: 'wd_need_mobile',
  KYC_REQUIRED: 'wd_need_kyc',
  PAYMENT_PASSWORD_NOT_SET: 'wd_need_payment_password',
  PAYMENT_PASSWORD_INCORRECT: 'wd_err_payment_password',
  PAYMENT_PASSWORD_EXISTS: 'wd_err_payment_password_exists',
  VERIFICATION_CODE_REQUIRED: 'wd_err_code_required',
  INVALID_VERIFICATION_CODE: 'enter_verification_code',
  VERIFICATION_CODE_EXPIRED: 'phone_auth_code_expired',
  inconsistent_twice: 'wd_inconsistent_twice',
  same_password: 'wd_same_password',
  BANK_NOT_SUPPORTED: 'wd_err_bank_not_supported',
  CARD_LIMIT_REACHED: 'wd_err_card_limit',
  INVALID_ACCOUNT_NO: 'wd_err_account_no',
  CARD_ALREADY_BOUND: 'wd_err_card_bound',
  PAYEE_NAME_MISMATCH: 'wd_err_payee_mismatch',
  PAYEE_LOCKED: 'wd_err_payee_mismatch',
  INVALID_PAYEE_NAME: 'wd_err_payee_invalid',
  PROVINCE_REQUIRED: 'wd_err_province',
  UNKNOWN_PROVINCE: 'wd_err_province',
  CITY_REQUIRED: 'wd_err_city',
  UNKNOWN_CITY: 'wd_err_city',
  BRANCH_REQUIRED: 'wd_err_branch',
};

/** How the money-out screens put a failed call into words: a server that cannot take it is "try again later". */
export const FUNDS_WORDS: FailureWords = { codes: FUNDS_ERROR_MESSAGES, unavailableKey: 'wd_unavailable' };

// The payment password guards binding a bank card or e-wallet and every withdrawal; each of those forms checks it
// before the server does.
export const PAYMENT_PASSWORD_LENGTH = 6;

const PAYMENT_PASSWORD_RULE: FieldRule = {
  pattern: /^\d+$/,
  min: PAYMENT_PASSWORD_LENGTH,
  max: PAYMENT_PASSWORD_LENGTH,
  messageKey: 'wd_payment_password_rule',
};

export function paymentPasswordProblem(value: string, t: (key: string) => string): string | null {
  return ruleProblem(t, PAYMENT_PASSWORD_RULE, value);
}
