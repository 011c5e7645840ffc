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
    expect(messages(field, 'a'.repeat(21))).toEqual([':form_max_limit']);
    expect(messages(field, '<b>Juan</b>')).toEqual([':nickname_rule']);
    expect(messages(field, '  Juan D.  ')).toEqual([]);
    expect(messages(field, 'Ana')).toEqual([]);
  });

  it("follows the status's override of the bounds", () => {
    const field = nicknameField((key) => (key === 'form_max_limit' ? 'More than {0}' : key), {
      pattern: '*',
      min: 3,
      max: 5,
    });
    expect(messages(field, 'Jo')).toEqual([':form_min_limit']);
    expect(messages(field, 'Juanito')).toEqual([':More than 5']);
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
    expect(messages(schema, form('abc', 'Salamat2027'))).toEqual(['oldPassword:form_min_limit']);
  });

  it('asks for at least 8 characters with 1 letter and 1 number', () => {
    expect(messages(schema, form('Lotto2026', 'short1'))).toEqual(['newPassword:form_min_limit']);
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

describe('§5.11 form_min_limit and form_max_limit on the account forms', () => {
  const words: Record<string, string> = {
    form_min_limit: 'at least {0}',
    form_max_limit: 'more than {0}',
  };
  const say = (key: string) => words[key] ?? key;

  it('says the nickname is more than its 20 characters', () => {
    expect(messages(nicknameField(say), 'a'.repeat(21))).toEqual([':more than 20']);
    expect(messages(nicknameField(say, { pattern: '*', min: 3, max: 5 }), 'Jo')).toEqual([':at least 3']);
  });

  it('says the new password needs at least 8 and at most 16 characters', () => {
    const schema = loginPasswordSchema(say);
    const form = (newPassword: string) => ({
      oldPassword: 'Lotto2026',
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(messages(schema, form('short1'))).toEqual(['newPassword:at least 8']);
    expect(messages(schema, form('a1'.repeat(9)))).toEqual(['newPassword:more than 16']);
    expect(messages(schema, form('lettersonly'))).toEqual(['newPassword:new_password_rule']);
  });

  it('says the old password needs at least 6 characters', () => {
    const schema = loginPasswordSchema(say);
    expect(
      messages(schema, { oldPassword: 'abc', newPassword: 'Salamat2027', confirmNewPassword: 'Salamat2027' }),
    ).toEqual(['oldPassword:at least 6']);
  });

  it('says the e-mail address is more than its 100 characters', () => {
    expect(messages(emailField(say), `${'a'.repeat(95)}@x.com`)).toEqual([':more than 100']);
  });
});
