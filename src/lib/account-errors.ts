import type { FailureWords } from './forms/failure-message';

/**
 * The refusals of the account calls the screens explain in their own words, in both languages (spec
 * section 8 catalogue and the server's error codes); any other refusal shows the server's message.
 */
export const ACCOUNT_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  OLD_PASSWORD_INCORRECT: 'old_password_incorrect',
  inconsistent_twice: 'inconsistent_twice',
  same_password: 'same_password',
  INVALID_VERIFICATION_CODE: 'phone_auth_invalid_verification_code',
  VERIFICATION_CODE_EXPIRED: 'phone_auth_code_expired',
  MOBILE_EXISTS: 'mobile_exists',
  FUNCTION_DISABLED: 'phone_auth_operation_not_allowed',
  INVALID_EMAIL: 'error_email',
  INVALID_NICKNAME: 'nickname_invalid',
  IMAGE_TOO_LARGE: 'kyc_file_too_large',
  INVALID_IMAGE: 'kyc_file_wrong_type',
  KYC_IN_REVIEW: 'kyc_in_review_text',
  KYC_ALREADY_APPROVED: 'kyc_approved_text',
  INVALID_AVATAR: 'avatar_invalid',
  PAYEE_LOCKED: 'payee_locked',
  INVALID_PAYEE_NAME: 'wd_err_payee_invalid',
};

/** How the account screens put a failed call into words (see failureMessage). */
export const ACCOUNT_WORDS: FailureWords = { codes: ACCOUNT_ERROR_MESSAGES };
