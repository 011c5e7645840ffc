import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCancellation,
  isThrottle,
  PHONE_AUTH_MESSAGES,
  phoneAuthProblem,
  UNKNOWN_PHONE_AUTH_CODE,
} from './phone-auth-errors';

describe('phone-auth errors (spec section 8)', () => {
  it.each([
    ['auth/invalid-phone-number', 'phone_auth_invalid_phone_number'],
    ['auth/missing-phone-number', 'phone_auth_missing_phone_number'],
    ['auth/too-many-requests', 'phone_auth_too_many_requests'],
    ['auth/invalid-verification-code', 'phone_auth_invalid_verification_code'],
    ['auth/missing-verification-code', 'phone_auth_invalid_verification_code'],
    ['auth/captcha-check-failed', 'phone_auth_captcha_check_failed'],
    ['auth/quota-exceeded', 'phone_auth_quota_exceeded'],
    ['auth/operation-not-allowed', 'phone_auth_operation_not_allowed'],
    ['auth/code-expired', 'phone_auth_code_expired'],
    ['auth/popup-closed-by-user', 'firebase_login_failure'],
    ['auth/cancelled-popup-request', 'firebase_login_failure'],
    ['auth/user-cancelled', 'firebase_login_failure'],
    ['auth/redirect-cancelled-by-user', 'firebase_login_failure'],
    ['auth/network-request-failed', 'network_offline'],
    ['auth/unknown', 'phone_auth_unknown'],
  ])('%s reads as %s, with its code and reason', (code, messageKey) => {
    const problem = phoneAuthProblem({ code, message: `Firebase: Error (${code}).` });
    expect(problem).toEqual({ code, messageKey, reason: `Firebase: Error (${code}).` });
  });

  it('anything else is the unknown error under auth/unknown, and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const problem = phoneAuthProblem(thrown);
        expect(Object.values(PHONE_AUTH_MESSAGES)).toContain(problem.messageKey);
        if (problem.code === UNKNOWN_PHONE_AUTH_CODE) expect(problem.messageKey).toBe('phone_auth_unknown');
      }),
    );
    expect(phoneAuthProblem(new Error('boom'))).toEqual({
      code: UNKNOWN_PHONE_AUTH_CODE,
      messageKey: 'phone_auth_unknown',
      reason: 'boom',
    });
    expect(phoneAuthProblem({ code: 'auth/something-new' }).messageKey).toBe('phone_auth_unknown');
  });

  it('knows the throttle and a cancellation', () => {
    expect(isThrottle(phoneAuthProblem({ code: 'auth/too-many-requests' }))).toBe(true);
    expect(isThrottle(phoneAuthProblem({ code: 'auth/code-expired' }))).toBe(false);
    expect(isCancellation(phoneAuthProblem({ code: 'auth/popup-closed-by-user' }))).toBe(true);
  });
});

describe('reading what was thrown', () => {
  it('calls an unrecognised failure auth/unknown', () => {
    expect(phoneAuthProblem(undefined)).toEqual({
      code: 'auth/unknown',
      messageKey: 'phone_auth_unknown',
      reason: '',
    });
  });

  it('takes only a whole auth/ code, written as a string', () => {
    const codeOf = (code: unknown) => phoneAuthProblem({ code }).code;
    expect(codeOf('auth/code-expired')).toBe('auth/code-expired');
    expect(codeOf('firebase:auth/code-expired')).toBe('auth/unknown');
    expect(codeOf('auth/code-expired (retry)')).toBe('auth/unknown');
    // An array prints as its one element: still not a code.
    expect(codeOf(['auth/code-expired'])).toBe('auth/unknown');
  });

  it('reads a code only from an object', () => {
    const thrown = Object.assign(() => undefined, { code: 'auth/code-expired', message: 'expired' });
    expect(phoneAuthProblem(thrown)).toEqual({
      code: 'auth/unknown',
      messageKey: 'phone_auth_unknown',
      reason: '',
    });
  });

  it('keeps a thrown string as the reason, and no reason when none was given', () => {
    expect(phoneAuthProblem('reCAPTCHA not loaded').reason).toBe('reCAPTCHA not loaded');
    expect(phoneAuthProblem({ code: 'auth/code-expired' }).reason).toBe('');
    expect(phoneAuthProblem(503).reason).toBe('');
  });

  it('a provider error is not a cancellation', () => {
    expect(isCancellation(phoneAuthProblem({ code: 'auth/code-expired' }))).toBe(false);
    expect(isCancellation(phoneAuthProblem({ code: 'auth/user-cancelled' }))).toBe(true);
  });
});
