import { describe, expect, it, vi } from 'vitest';
import {
  BASE_RULES,
  formatRange,
  keepsRule,
  loginPassword,
  loginUsername,
  mustConfirm,
  resolveRule,
  type Translate,
} from './validation';

// Messages as the i18n files hold them, with the spec's {0}/{1} placeholders.
const messages: Record<string, string> = {
  required_limit: 'This field is required',
  reg_pattern_4: 'Please enter {0} - {1} letters and numbers',
  error_password: 'Please fill in your password with {0} - {1} characters',
  confirm_age_required: 'Please confirm you are 21 years old or over',
  form_min_limit: 'This field must be at least {0} characters',
  form_max_limit: 'This field is more than {0} characters',
};
const t: Translate = (key) => messages[key] ?? key;

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('login username (letters and digits, 6 to 16)', () => {
  const schema = loginUsername(t);

  it.each(['juan2026', 'abcdef', 'A1B2C3D4E5F6G7H8'])('accepts %s', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it('says the field is required when empty', () => {
    expect(errorOf(schema.safeParse(''))).toBe('This field is required');
  });

  it.each(['abc1!', 'a'.repeat(16) + '-', 'juan 2026', 'juan_2026', 'juañ2026'])(
    'refuses %j with the range message',
    (value) => {
      expect(errorOf(schema.safeParse(value))).toBe('Please enter 6 - 16 letters and numbers');
    },
  );
});

describe('issue codes', () => {
  it('reports the required and range messages as custom issues', () => {
    const schema = loginUsername(t);
    expect(schema.safeParse('').error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'This field is required',
    });
    expect(schema.safeParse('ab!').error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'Please enter 6 - 16 letters and numbers',
    });
  });
});

describe('login password (any characters, 6 to 16)', () => {
  const schema = loginPassword(t);

  it('accepts any characters within the bounds', () => {
    expect(schema.safeParse('Lotto2026').success).toBe(true);
    expect(schema.safeParse('p@ss w0rd!').success).toBe(true);
  });

  it('refuses values outside the bounds with the bound they miss', () => {
    expect(errorOf(schema.safeParse('12345'))).toBe('This field must be at least 6 characters');
    expect(errorOf(schema.safeParse('x'.repeat(17)))).toBe('This field is more than 16 characters');
  });
});

describe("the status's register rules override the base rules", () => {
  it('replaces bounds and shows them in the message', () => {
    const schema = loginUsername(t, { min: 4, max: 8 });
    expect(schema.safeParse('abcd').success).toBe(true);
    expect(errorOf(schema.safeParse('abcdefghi'))).toBe('This field is more than 8 characters');
    expect(errorOf(schema.safeParse('abc-'))).toBe('Please enter 4 - 8 letters and numbers');
  });

  it('turns a pattern of * into match-all', () => {
    const schema = loginUsername(t, { pattern: '*' });
    expect(schema.safeParse('juan_2026!').success).toBe(true);
    expect(errorOf(schema.safeParse('juan!'))).toBe('This field must be at least 6 characters');
  });

  it('applies a server pattern to the whole value, not a part of it', () => {
    const schema = loginUsername(t, { pattern: '[0-9]+' });
    expect(schema.safeParse('12345678').success).toBe(true);
    expect(schema.safeParse('1234567a').success).toBe(false);
  });

  it('shows a single number when min equals max', () => {
    const schema = loginPassword(t, { min: 8, max: 8 });
    expect(schema.safeParse('12345678').success).toBe(true);
    expect(errorOf(schema.safeParse('1234567'))).toBe('Please fill in your password with 8 characters');
  });

  it('keeps the base rule when the override is missing or makes no sense', () => {
    expect(resolveRule(BASE_RULES.loginUsername, undefined)).toBe(BASE_RULES.loginUsername);
    expect(resolveRule(BASE_RULES.loginUsername, { min: 10, max: 3 })).toMatchObject({ min: 6, max: 16 });
    expect(resolveRule(BASE_RULES.loginUsername, { min: -1, max: 1.5 })).toMatchObject({ min: 6, max: 16 });
  });

  it('keeps the base pattern when the server sends one that does not compile', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rule = resolveRule(BASE_RULES.loginUsername, { pattern: '([a-z' });
    expect(rule.pattern).toBe(BASE_RULES.loginUsername.pattern);
    expect(console.warn).toHaveBeenCalled();
  });

  it('takes zero as a lower bound but keeps the base bound for a fractional one', () => {
    expect(resolveRule(BASE_RULES.loginUsername, { min: 0, max: 8 })).toMatchObject({ min: 0, max: 8 });
    expect(resolveRule(BASE_RULES.loginUsername, { min: 4, max: 8.5 })).toMatchObject({ min: 4, max: 16 });
  });

  it('reads a server pattern in Unicode mode first, so property escapes work', () => {
    const schema = loginUsername(t, { pattern: '\\p{Script=Han}+', min: 2, max: 4 });
    expect(schema.safeParse('李小龙').success).toBe(true);
    expect(schema.safeParse('juan').success).toBe(false);
  });

  it('falls back to the older syntax for a server pattern Unicode mode refuses', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // "\_" is an identity escape: fine in the older syntax, a syntax error in Unicode mode.
    const schema = loginUsername(t, { pattern: '[a-z]+\\_[0-9]+' });
    expect(schema.safeParse('juan_2026').success).toBe(true);
    expect(schema.safeParse('juan2026').success).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('says which pattern it ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resolveRule(BASE_RULES.loginUsername, { pattern: '([a-z' });
    expect(warn).toHaveBeenCalledWith(
      '[validation] ignoring an invalid pattern from the status call:',
      '([a-z',
    );
  });

  it('counts characters, not UTF-16 units, against the bounds', () => {
    const rule = resolveRule(BASE_RULES.loginUsername, { pattern: '*', min: 2, max: 2 });
    expect(keepsRule(rule, '😀😀')).toBe(true);
  });
});

describe('formatRange', () => {
  it('fills both bounds', () => {
    expect(formatRange('Please enter {0} - {1} characters', 6, 16)).toBe('Please enter 6 - 16 characters');
  });

  it('fills a lone placeholder with the single bound when the bounds are equal', () => {
    expect(formatRange('At most {1} characters', 8, 8)).toBe('At most 8 characters');
    expect(formatRange('At least {0} characters', 8, 8)).toBe('At least 8 characters');
  });

  it('collapses the range to one number when the bounds are equal', () => {
    expect(formatRange('Please enter {0} - {1} characters', 6, 6)).toBe('Please enter 6 characters');
    expect(formatRange('请输入{0}-{1}位字符', 4, 4)).toBe('请输入4位字符');
  });
});

describe('mustConfirm (the 21+ checkbox)', () => {
  const schema = mustConfirm(t, 'confirm_age_required');
  it('is satisfied only when ticked', () => {
    expect(schema.safeParse(true).success).toBe(true);
    expect(errorOf(schema.safeParse(false))).toBe('Please confirm you are 21 years old or over');
  });
});

describe('§5.11 form_min_limit and form_max_limit: a length rule says its number', () => {
  it('says form_min_limit with the minimum when the characters are right but too few', () => {
    expect(errorOf(loginUsername(t).safeParse('abc12'))).toBe('This field must be at least 6 characters');
    expect(errorOf(loginPassword(t).safeParse('12345'))).toBe('This field must be at least 6 characters');
    expect(errorOf(loginUsername(t, { min: 8 }).safeParse('abc1234'))).toBe(
      'This field must be at least 8 characters',
    );
  });

  it('says form_max_limit with the maximum when the characters are right but too many', () => {
    expect(errorOf(loginUsername(t).safeParse('a'.repeat(17)))).toBe('This field is more than 16 characters');
    expect(errorOf(loginPassword(t).safeParse('x'.repeat(17)))).toBe('This field is more than 16 characters');
    expect(errorOf(loginPassword(t, { max: 12 }).safeParse('x'.repeat(13)))).toBe(
      'This field is more than 12 characters',
    );
  });

  it("says the field's own range message for characters it does not take, whatever the length", () => {
    expect(errorOf(loginUsername(t).safeParse('ab!'))).toBe('Please enter 6 - 16 letters and numbers');
    expect(errorOf(loginUsername(t).safeParse(`${'a'.repeat(17)}!`))).toBe(
      'Please enter 6 - 16 letters and numbers',
    );
  });

  it("keeps the field's own message, with the one number, for a fixed length", () => {
    expect(errorOf(loginPassword(t, { min: 8, max: 8 }).safeParse('1234567'))).toBe(
      'Please fill in your password with 8 characters',
    );
  });
});
