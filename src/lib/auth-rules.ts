import { z } from 'zod';
import {
  formatRange,
  keepsRule,
  REQUIRED_KEY,
  resolveRule,
  ruleProblem,
  type FieldRule,
  type RuleOverride,
  type Translate,
} from './validation';

// The sign-in and registration rules beyond username and password (product spec section 5): mobile number,
// verification code and dial code, with the status's register rules applied on top, as validation.ts does
// for the login fields.

/** One entry of the status's `register` list (same shape as the contract's RegisterFieldRule). */
export interface StatusRule {
  field: string;
  pattern: string;
  min?: number;
  max?: number;
}

/** The status's list keyed by field; when the server names a field twice, the last entry wins. */
export function overridesByField(rules: readonly StatusRule[] | null | undefined): Map<string, RuleOverride> {
  const byField = new Map<string, RuleOverride>();
  for (const rule of rules ?? [])
    byField.set(rule.field, { pattern: rule.pattern, min: rule.min, max: rule.max });
  return byField;
}

export const VERIFICATION_CODE_MAX = 6;
export const DIAL_CODE_MAX = 3;
export const MOBILE_DIGITS_MAX = 16;

// Both take digits (their inputs keep nothing else) and the spec gives each its own words: a status pattern of
// digits keeps them.
export const VERIFICATION_CODE_RULE: FieldRule = {
  pattern: null,
  min: 1,
  max: VERIFICATION_CODE_MAX,
  messageKey: 'enter_verification_code',
  kind: 'digits',
};

export const MOBILE_RULE: FieldRule = {
  pattern: /^\d+$/,
  min: 8,
  max: MOBILE_DIGITS_MAX,
  messageKey: 'error_phone_number_limit',
  kind: 'digits',
};

/**
 * The spec checks 8 to 16 digits but tells the player "6 - 11" (the usual length of a number without its
 * dial code); a server override replaces both, so what is checked and what is said agree again.
 */
export const MOBILE_MESSAGE_RANGE = { min: 6, max: 11 } as const;

/** Keeps digits only, at most `max` of them: what the code, phone and dial-code inputs accept. */
export function keepDigits(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/** The code input: pasted "Code: 123 456 " becomes "123456"; never more than six digits. */
export const sanitizeVerificationCode = (raw: string): string => keepDigits(raw, VERIFICATION_CODE_MAX);

export const sanitizeDialCode = (raw: string): string => keepDigits(raw, DIAL_CODE_MAX);

export const sanitizeMobile = (raw: string): string => keepDigits(raw, MOBILE_DIGITS_MAX);

/** A dial code as sent: 1 to 3 digits; an empty field means the default. */
export function dialCodeOrDefault(raw: string, fallback: string): string {
  const digits = sanitizeDialCode(raw);
  return digits.length > 0 ? digits : fallback;
}

export const isDialCode = (value: string): boolean => /^\d{1,3}$/.test(value);

export function verificationCodeRule(override?: RuleOverride | null): FieldRule {
  return resolveRule(VERIFICATION_CODE_RULE, override);
}

/** The verification-code field: required, then the (possibly overridden) length and pattern. */
export function verificationCodeField(t: Translate, override?: RuleOverride | null) {
  const rule = verificationCodeRule(override);
  return z.string().superRefine((value, ctx) => {
    const problem = ruleProblem(t, rule, value.trim());
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export interface MobileRule {
  rule: FieldRule;
  messageMin: number;
  messageMax: number;
}

export function mobileRule(override?: RuleOverride | null): MobileRule {
  const rule = resolveRule(MOBILE_RULE, override);
  const overridden = rule.min !== MOBILE_RULE.min || rule.max !== MOBILE_RULE.max;
  return overridden
    ? { rule, messageMin: rule.min, messageMax: rule.max }
    : { rule, messageMin: MOBILE_MESSAGE_RANGE.min, messageMax: MOBILE_MESSAGE_RANGE.max };
}

export function mobileMessage(t: Translate, mobile: MobileRule): string {
  return formatRange(t(mobile.rule.messageKey), mobile.messageMin, mobile.messageMax);
}

/**
 * The mobile field's own rule (digits and length). Whether the number is a Philippine mobile is a second
 * check that needs the phone metadata (src/lib/phone.ts), done by the form once that has loaded. Unlike the
 * other fields, a length off the bounds keeps the spec's "valid mobile number {0} - {1} digits": a number is
 * valid or not as a whole, and the two checks must not say two different ranges.
 */
export function mobileProblem(t: Translate, value: string, mobile: MobileRule): string | null {
  if (value.length === 0) return t(REQUIRED_KEY);
  return keepsRule(mobile.rule, value) ? null : mobileMessage(t, mobile);
}
