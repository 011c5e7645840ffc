import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dialCodeOrDefault,
  isDialCode,
  keepDigits,
  mobileMessage,
  mobileProblem,
  mobileRule,
  overridesByField,
  sanitizeDialCode,
  sanitizeMobile,
  sanitizeVerificationCode,
  verificationCodeField,
} from './auth-rules';
import type { Translate } from './validation';

const messages: Record<string, string> = {
  required_limit: 'This field is required',
  enter_verification_code: 'Please enter a valid verification code',
  error_phone_number_limit: 'Please enter a valid mobile number {0} - {1} digits',
  form_max_limit: 'This field is more than {0} characters',
};
const t: Translate = (key) => messages[key] ?? key;
const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('digit-only inputs', () => {
  it('keep digits only, in their order, never more than the limit, and cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (raw, max) => {
        const cleaned = keepDigits(raw, max);
        expect(cleaned).toMatch(/^\d*$/);
        expect(cleaned.length).toBeLessThanOrEqual(max);
        expect(raw.replace(/\D/g, '').startsWith(cleaned)).toBe(true);
        expect(keepDigits(cleaned, max)).toBe(cleaned);
      }),
    );
  });

  it('take a pasted message down to its code', () => {
    expect(sanitizeVerificationCode(' Code: 123 456 ')).toBe('123456');
    expect(sanitizeVerificationCode('1234567')).toBe('123456');
    expect(sanitizeMobile('+63 917-123-4567')).toBe('639171234567');
    expect(sanitizeDialCode('+639')).toBe('639');
  });
});

describe('dial code (digits, 1 to 3, default 63)', () => {
  it('falls back to the default when empty', () => {
    expect(dialCodeOrDefault('', '63')).toBe('63');
    expect(dialCodeOrDefault('+1', '63')).toBe('1');
  });

  it('accepts one, two or three digits and nothing longer', () => {
    expect(isDialCode('1')).toBe(true);
    expect(isDialCode('63')).toBe(true);
    expect(isDialCode('852')).toBe(true);
    expect(isDialCode('6391')).toBe(false);
    expect(isDialCode('')).toBe(false);
  });

  it('accepts exactly 1 to 3 digits', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isDialCode(value)).toBe(/^\d{1,3}$/.test(value));
      }),
    );
  });
});

describe('verification code (required, 1 to 6, status override)', () => {
  it('needs something, then at most six characters', () => {
    const field = verificationCodeField(t);
    expect(issue(field.safeParse(''))).toBe('This field is required');
    expect(issue(field.safeParse('   '))).toBe('This field is required');
    expect(issue(field.safeParse('1234567'))).toBe('This field is more than 6 characters');
    expect(field.safeParse('1').success).toBe(true);
  });

  it('reports its required and range messages as custom issues', () => {
    const field = verificationCodeField(t);
    expect(field.safeParse('').error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'This field is required',
    });
    expect(field.safeParse('1234567').error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'This field is more than 6 characters',
    });
  });

  it('accepts exactly the digit strings the status allows (pattern [0-9]+, 6 to 6)', () => {
    const field = verificationCodeField(t, { pattern: '^[0-9]+$', min: 6, max: 6 });
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (value) => {
        const code = value.trim();
        expect(field.safeParse(value).success).toBe(/^\d{6}$/.test(code));
      }),
    );
  });

  it('any sanitized code of 1 to 6 digits passes the built-in rule', () => {
    const field = verificationCodeField(t);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}$/), (code) => {
        expect(field.safeParse(sanitizeVerificationCode(code)).success).toBe(true);
      }),
    );
  });
});

describe('mobile number rule (digits, 8 to 16; message 6 - 11)', () => {
  it('says the spec range without an override, and the server range with one', () => {
    expect(mobileMessage(t, mobileRule())).toBe('Please enter a valid mobile number 6 - 11 digits');
    expect(mobileMessage(t, mobileRule({ pattern: '^[0-9]+$', min: 10, max: 11 }))).toBe(
      'Please enter a valid mobile number 10 - 11 digits',
    );
    expect(mobileMessage(t, mobileRule({ pattern: '*', min: 11, max: 11 }))).toBe(
      'Please enter a valid mobile number 11 digits',
    );
  });

  it('says the server range when the server changes only one bound', () => {
    expect(mobileMessage(t, mobileRule({ pattern: '*', min: 10 }))).toBe(
      'Please enter a valid mobile number 10 - 16 digits',
    );
    expect(mobileMessage(t, mobileRule({ pattern: '*', max: 12 }))).toBe(
      'Please enter a valid mobile number 8 - 12 digits',
    );
  });

  it('accepts a typical mobile number and refuses one with a letter', () => {
    const rule = mobileRule();
    expect(mobileProblem(t, '09171234567', rule)).toBeNull();
    expect(mobileProblem(t, '0917123456a', rule)).toBe('Please enter a valid mobile number 6 - 11 digits');
  });

  it('accepts exactly 8 to 16 digits by default', () => {
    const rule = mobileRule();
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const problem = mobileProblem(t, value, rule);
        if (value === '') expect(problem).toBe('This field is required');
        else expect(problem === null).toBe(/^\d{8,16}$/.test(value));
      }),
    );
  });

  it('follows the override bounds', () => {
    const rule = mobileRule({ pattern: '^[0-9]+$', min: 10, max: 11 });
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,16}$/), (value) => {
        expect(mobileProblem(t, value, rule) === null).toBe(value.length >= 10 && value.length <= 11);
      }),
    );
  });
});

describe("the status's register list", () => {
  it('is keyed by field, the last entry for a field winning', () => {
    const byField = overridesByField([
      { field: 'verificationCode', pattern: '*', min: 4, max: 4 },
      { field: 'loginMobileNum', pattern: '^[0-9]+$', min: 10, max: 11 },
      { field: 'verificationCode', pattern: '^[0-9]+$', min: 6, max: 6 },
    ]);
    expect(byField.get('verificationCode')).toEqual({ pattern: '^[0-9]+$', min: 6, max: 6 });
    expect(byField.get('loginMobileNum')).toEqual({ pattern: '^[0-9]+$', min: 10, max: 11 });
    expect(overridesByField(undefined).size).toBe(0);
  });
});

describe('§5.11 form_min_limit and form_max_limit on the sign-in fields', () => {
  const words: Record<string, string> = {
    form_min_limit: 'at least {0}',
    form_max_limit: 'more than {0}',
  };
  const say = (key: string) => words[key] ?? key;

  it('says the verification code is more than its 6 characters, or the minimum a server sets', () => {
    expect(verificationCodeField(say).safeParse('1234567').error?.issues[0].message).toBe('more than 6');
    expect(
      verificationCodeField(say, { pattern: '^[0-9]+$', min: 4, max: 6 }).safeParse('12').error?.issues[0]
        .message,
    ).toBe('at least 4');
  });
});
