import { describe, expect, it } from 'vitest';
import {
  keepsRule,
  loginPassword,
  loginUsername,
  PATTERN_RULES,
  patternRule,
  ruleMessage,
  type PatternKind,
  type Translate,
} from '@/lib/validation';
import enCore from './en.json';
import enScreens from './en-screens.json';
import zhStrings from './zh.json';

// The message templates of spec section 5 as the player reads them: each rule's words from the real string
// files, filled in by the one builder (ruleMessage).

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('§5.12 message templates: every variant of spec section 5, one builder, English and Chinese', () => {
  const english: Record<string, string> = { ...enCore, ...enScreens };
  const chinese: Record<string, string> = zhStrings;
  const inEnglish: Translate = (key) => english[key] ?? key;
  const inChinese: Translate = (key) => chinese[key] ?? key;

  // kind, a value it takes, one it refuses (null: any characters), and what is said for 4 - 20 in en and zh.
  const VARIANTS: [PatternKind, string, string | null, string, string][] = [
    ['anyCharacters', 'a b!', null, 'Please enter 4 - 20 characters', '请输入 4 - 20 个字符'],
    [
      'letterThenAlphanumeric',
      'juan2026',
      '2026juan',
      'Please enter 4 - 20 letters and numbers, starting with a letter',
      '请输入 4 - 20 位字母和数字，以字母开头',
    ],
    [
      'chineseAndDigits',
      '李小龙2026',
      'juan2026',
      'Please enter 4 - 20 Chinese characters or numbers',
      '请输入 4 - 20 位中文或数字',
    ],
    [
      'mailbox',
      'juan@lotto.ph',
      'juan@lotto',
      'Please enter an e-mail address of 4 - 20 characters, like name@example.com',
      '请输入 4 - 20 个字符的邮箱地址，例如 name@example.com',
    ],
    [
      'alphanumeric',
      'Juan2026',
      'juan_2026',
      'Please enter 4 - 20 letters and numbers',
      '请输入 4 - 20 位字母和数字',
    ],
    [
      'lettersAndDigits',
      'juan2026',
      'juanjuan',
      'Please enter 4 - 20 characters combining letters and numbers',
      '请输入 4 - 20 位字母和数字的组合',
    ],
    ['digits', '2026', '20a6', 'Please enter 4 - 20 digits', '请输入 4 - 20 位数字'],
    [
      'alphanumericUppercase',
      'Juan2026',
      'juan2026',
      'Please enter 4 - 20 letters and numbers, with at least one uppercase letter',
      '请输入 4 - 20 位字母和数字，至少包含一个大写字母',
    ],
    [
      'englishLettersAndSpaces',
      'Juan Dela Cruz',
      'Niño Cruz',
      'Please enter 4 - 20 characters: English letters and spaces only',
      '请输入 4 - 20 个字符，仅限英文字母和空格',
    ],
    [
      'noSpaces',
      'juan_2026!',
      'juan 2026',
      'Please enter 4 - 20 characters without spaces',
      '请输入 4 - 20 个字符，不能包含空格',
    ],
    [
      'chineseAndPunctuation',
      '你好，世界！',
      '你好 world',
      'Please enter 4 - 20 Chinese characters and punctuation',
      '请输入 4 - 20 个中文字符和标点',
    ],
    [
      'lettersAndSpace',
      'Niño Dela Cruz',
      'Juan  Cruz',
      'Please enter 4 - 20 letters, with one space between words',
      '请输入 4 - 20 个字母，单词之间用一个空格分隔',
    ],
  ];

  it('covers every variant the spec lists: the plain template and its eleven variants', () => {
    expect(VARIANTS.map(([kind]) => kind).sort()).toEqual(Object.keys(PATTERN_RULES).sort());
    expect(VARIANTS).toHaveLength(12);
  });

  it.each(VARIANTS)('%s takes %j, refuses %j and says so in both languages', (kind, good, bad, en, zh) => {
    const rule = patternRule(kind, 4, 20);
    expect(keepsRule(rule, good)).toBe(true);
    if (bad !== null) expect(keepsRule(rule, bad)).toBe(false);
    expect(ruleMessage(inEnglish, rule, 'pattern')).toBe(en);
    expect(ruleMessage(inChinese, rule, 'pattern')).toBe(zh);
  });

  it('says one number for a fixed length, in both languages', () => {
    const rule = patternRule('digits', 6, 6);
    expect(ruleMessage(inEnglish, rule, 'pattern')).toBe('Please enter 6 digits');
    expect(ruleMessage(inChinese, rule, 'pattern')).toBe('请输入 6 位数字');
  });

  it('says the variant of a pattern the status sends when the spec lists it', () => {
    const username = loginUsername(inEnglish, { pattern: '^[0-9]+$' });
    expect(errorOf(username.safeParse('juan2026'))).toBe('Please enter 6 - 16 digits');
    const password = loginPassword(inEnglish, { pattern: '\\S+' });
    expect(errorOf(password.safeParse('juan 2026'))).toBe('Please enter 6 - 16 characters without spaces');
  });

  it("keeps the field's own message for a pattern the spec does not list, or the field's own kind", () => {
    expect(errorOf(loginUsername(inEnglish, { pattern: '[a-z]+' }).safeParse('Juan2026'))).toBe(
      'Please enter 6 - 16 letters and numbers',
    );
    expect(errorOf(loginUsername(inEnglish, { pattern: '^[A-Za-z0-9]+$' }).safeParse('juan-2026'))).toBe(
      'Please enter 6 - 16 letters and numbers',
    );
  });
});
