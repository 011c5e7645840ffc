// Third-party phone auth (Firebase) errors as the player reads them (product spec section 8): each known code
// has a message key; anything else is "unknown error" under the code auth/unknown. The screen shows the
// translated message, the code and the provider's reason, so support can tell cases apart.

export const UNKNOWN_PHONE_AUTH_CODE = 'auth/unknown';

export const PHONE_AUTH_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-phone-number': 'phone_auth_invalid_phone_number',
  'auth/missing-phone-number': 'phone_auth_missing_phone_number',
  'auth/too-many-requests': 'phone_auth_too_many_requests',
  'auth/invalid-verification-code': 'phone_auth_invalid_verification_code',
  'auth/missing-verification-code': 'phone_auth_invalid_verification_code',
  'auth/captcha-check-failed': 'phone_auth_captcha_check_failed',
  'auth/quota-exceeded': 'phone_auth_quota_exceeded',
  'auth/operation-not-allowed': 'phone_auth_operation_not_allowed',
  'auth/code-expired': 'phone_auth_code_expired',
  'auth/popup-closed-by-user': 'firebase_login_failure',
  'auth/cancelled-popup-request': 'firebase_login_failure',
  'auth/user-cancelled': 'firebase_login_failure',
  'auth/redirect-cancelled-by-user': 'firebase_login_failure',
  'auth/network-request-failed': 'network_offline',
  [UNKNOWN_PHONE_AUTH_CODE]: 'phone_auth_unknown',
};

export interface PhoneAuthProblem {
  /** The provider's code, auth/unknown when it gave none we know the shape of. */
  code: string;
  /** The i18n key of the message. */
  messageKey: string;
  /** The provider's own words, for the record (English, not translated). */
  reason: string;
}

const isCode = (value: unknown): value is string =>
  typeof value === 'string' && /^auth\/[a-z0-9-]+$/.test(value);

/** Reads any thrown value (a FirebaseError, our own error, anything) into what the screen shows. */
export function phoneAuthProblem(error: unknown): PhoneAuthProblem {
  const record = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  const rawCode = record.code;
  const code = isCode(rawCode) ? rawCode : UNKNOWN_PHONE_AUTH_CODE;
  const reason = typeof record.message === 'string' ? record.message : typeof error === 'string' ? error : '';
  const messageKey = PHONE_AUTH_MESSAGES[code] ?? PHONE_AUTH_MESSAGES[UNKNOWN_PHONE_AUTH_CODE];
  return { code, messageKey, reason };
}

/** The throttle: the provider refuses this device for a while, and the screen waits 5 minutes before asking. */
export const isThrottle = (problem: PhoneAuthProblem): boolean => problem.code === 'auth/too-many-requests';

/** Closing the sign-in popup or the native sheet: said as a failed login (firebase_login_failure, spec section 8). */
export const isCancellation = (problem: PhoneAuthProblem): boolean =>
  problem.messageKey === 'firebase_login_failure';
