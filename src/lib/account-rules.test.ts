import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, keepsNewPasswordRule, loginPasswordSchema, nicknameField } from './account-rules';

// Messages are checked as the keys the screens translate (an identity "t" keeps them readable here).
const t = (key: string) => key;

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('nickname', () => {
  it('is required, 1 - 20 characters without < or >, spaces around it ignored', () => {
    const field = nicknameField(t);
    expect(messages(field, '')).toEqual([':required_limit']);
    expect(messages(field, '   ')).toEqual([':required_limit']);
    expect(messages(field, 'a'.repeat(21))).toEqual([':nickname_rule']);
    expect(messages(field, '<b>Juan</b>')).toEqual([':nickname_rule']);
    expect(messages(field, '  Juan D.  ')).toEqual([]);
    expect(messages(field, 'Ana')).toEqual([]);
  });

  it("follows the status's override of the bounds", () => {
    const field = nicknameField((key) => (key === 'nickname_rule' ? 'Enter {0} - {1}' : key), {
      pattern: '*',
      min: 3,
      max: 5,
    });
    expect(messages(field, 'Jo')).toEqual([':Enter 3 - 5']);
    expect(messages(field, '<Jo>')).toEqual([]);
  });
});

describe('e-mail', () => {
  it('is required and must look like an address', () => {
    const field = emailField(t);
    expect(messages(field, '')).toEqual([':required_limit']);
    expect(messages(field, 'juan@')).toEqual([':error_email']);
    expect(messages(field, 'juan delacruz@example.com')).toEqual([':error_email']);
    expect(messages(field, `${'a'.repeat(95)}@x.com`)).toEqual([':form_max_limit']);
    expect(messages(field, ' juan.delacruz+lotto@example.com ')).toEqual([]);
  });
});

describe('login password change', () => {
  const schema = loginPasswordSchema(t);
  const form = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) => ({
    oldPassword,
    newPassword,
    confirmNewPassword,
  });

  it('requires every field', () => {
    expect(messages(schema, form('', '', ''))).toEqual([
      'oldPassword:required_limit',
      'newPassword:required_limit',
      'confirmNewPassword:required_limit',
    ]);
  });

  it('checks the old password against the login rule (6 - 16)', () => {
    expect(messages(schema, form('abc', 'Salamat2027'))).toEqual(['oldPassword:error_password']);
  });

  it('asks for at least 8 characters with 1 letter and 1 number', () => {
    expect(messages(schema, form('Lotto2026', 'short1'))).toEqual(['newPassword:new_password_rule']);
    expect(messages(schema, form('Lotto2026', 'lettersonly'))).toEqual(['newPassword:new_password_rule']);
    expect(messages(schema, form('Lotto2026', '1234567890'))).toEqual(['newPassword:new_password_rule']);
    expect(keepsNewPasswordRule('Salamat2027')).toBe(true);
    expect(keepsNewPasswordRule('a1'.repeat(9))).toBe(false);
  });

  it('says inconsistent_twice when the confirmation differs', () => {
    expect(messages(schema, form('Lotto2026', 'Salamat2027', 'Salamat2028'))).toEqual([
      'confirmNewPassword:inconsistent_twice',
    ]);
  });

  it('says same_password when the new password is the old one', () => {
    expect(messages(schema, form('Lotto2026', 'Lotto2026'))).toEqual(['newPassword:same_password']);
  });

  it('accepts a good change', () => {
    expect(messages(schema, form('Lotto2026', 'Salamat2027'))).toEqual([]);
  });
});
