import { z } from 'zod';
import {
  formatRange,
  keepsRule,
  LENGTH_MESSAGES,
  loginPassword,
  PATTERN_RULES,
  REQUIRED_KEY,
  resolveRule,
  ruleProblem,
  type FieldRule,
  type RuleOverride,
  type Translate,
} from './validation';

// The account forms' rules (product spec section 5). The status's register list may override the nickname
// rule (its bounds are not in the spec; the server's own refusal is 1 - 20 characters without < or >).

export const NICKNAME_RULE: FieldRule = {
  pattern: /^[^<>]+$/u,
  min: 1,
  max: 20,
  messageKey: 'nickname_rule',
};

/** Spec section 9: the hint asks for at least 8 characters; the contract caps a password at 16. */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 16;
export const EMAIL_MAX = 100;

/** Any characters, with at least one letter and one digit somewhere. */
export const NEW_PASSWORD_RULE: FieldRule = {
  pattern: /^(?=.*[A-Za-z])(?=.*\d).*$/su,
  min: NEW_PASSWORD_MIN,
  max: NEW_PASSWORD_MAX,
  messageKey: 'new_password_rule',
};

const EMAIL = PATTERN_RULES.mailbox.pattern;

/** What the player typed, with the spaces around it and runs of spaces inside it dropped. */
export const cleanNickname = (value: string): string => value.trim().replace(/\s+/g, ' ');

export function nicknameField(t: Translate, override?: RuleOverride | null) {
  const rule = resolveRule(NICKNAME_RULE, override);
  return z.string().superRefine((value, ctx) => {
    const problem = ruleProblem(t, rule, cleanNickname(value));
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export function emailField(t: Translate) {
  return z.string().superRefine((value, ctx) => {
    const email = value.trim();
    if (email.length === 0) ctx.addIssue({ code: 'custom', message: t(REQUIRED_KEY) });
    else if (email.length > EMAIL_MAX)
      ctx.addIssue({ code: 'custom', message: formatRange(t(LENGTH_MESSAGES.long), EMAIL_MAX, EMAIL_MAX) });
    else if (!EMAIL.test(email)) ctx.addIssue({ code: 'custom', message: t('error_email') });
  });
}

/** At least 8 characters with a letter and a number (the hint), no more than the contract's 16. */
export function keepsNewPasswordRule(value: string): boolean {
  return keepsRule(NEW_PASSWORD_RULE, value);
}

/**
 * The login-password change: the old password follows the login rule (6 - 16, or the status's override);
 * the new one the hint; the confirmation must repeat it (inconsistent_twice) and the new one must differ
 * from the old (same_password).
 */
export function loginPasswordSchema(t: Translate, override?: RuleOverride | null) {
  return z
    .object({
      oldPassword: loginPassword(t, override),
      newPassword: z.string().superRefine((value, ctx) => {
        const problem = ruleProblem(t, NEW_PASSWORD_RULE, value);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
      }),
      confirmNewPassword: z.string().min(1, t(REQUIRED_KEY)),
    })
    .superRefine(({ oldPassword, newPassword, confirmNewPassword }, ctx) => {
      if (newPassword && oldPassword && newPassword === oldPassword)
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: t('same_password') });
      if (confirmNewPassword && confirmNewPassword !== newPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: t('inconsistent_twice') });
    });
}

export type LoginPasswordValues = z.infer<ReturnType<typeof loginPasswordSchema>>;
