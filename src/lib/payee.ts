import { z } from 'zod';
import { ruleProblem, type FieldRule, type Translate } from './validation';

// The payee (account holder) name: the one name withdrawals are paid to. The member home sets it once through
// the profile update (POST /wps/member/info); the first bank card or e-wallet sets it too, and every later one
// carries it. The server refuses less than 2 characters or < and >; the app asks for what a name is made of,
// the same rule on the member home and in the card forms.

export const PAYEE_MIN = 2;
export const PAYEE_MAX = 50;

/** Letters of any script, spaces and the marks names carry (Ma. Dela Cruz-Santos, O'Neil, Ñ). */
export const PAYEE_RULE: FieldRule = {
  pattern: /^[\p{L}][\p{L}\p{M} .'-]*$/u,
  min: PAYEE_MIN,
  max: PAYEE_MAX,
  messageKey: 'wd_payee_rule',
};

/** The name as the server takes it: spaces around it and runs of spaces inside it dropped. */
export const cleanPayee = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

export function payeeProblem(raw: string, t: Translate): string | null {
  return ruleProblem(t, PAYEE_RULE, cleanPayee(raw));
}

/** The payee field of a form: required, and the rule above. */
export function payeeField(t: Translate) {
  return z.string().superRefine((value, ctx) => {
    const problem = payeeProblem(value, t);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });
}
