import { z } from 'zod';

// Form rules (product spec section 5), written once. The status call's `register` list can replace a field's
// pattern and bounds at run time, so every rule is built from a base plus an optional override, and its
// message is produced from the bounds actually in force.

/** Translates an i18n key; messages keep the spec's `{0}` / `{1}` placeholders, filled in here. */
export type Translate = (key: string) => string;

/** What the status call may override for one field (same shape as the contract's RegisterFieldRule). */
export interface RuleOverride {
  /** A regular expression the whole value must match, or "*" for any characters. */
  pattern?: string;
  min?: number;
  max?: number;
}

export interface FieldRule {
  /** Anchored; null accepts any characters. */
  pattern: RegExp | null;
  min: number;
  max: number;
  /** The "Please enter {0} - {1} …" message shown when the value breaks the pattern (see ruleMessage). */
  messageKey: string;
  /** The spec's variant the field's own message already describes: a server pattern of that kind keeps it. */
  kind?: PatternKind;
}

/**
 * The message templates of spec section 5: "Please enter {0} - {1} characters" and its variants, each with the
 * characters it takes. A field's rule is one of them with its bounds (patternRule), and a pattern the status
 * sends for a field is said with its variant when it is one of these.
 */
export const PATTERN_RULES = {
  anyCharacters: { pattern: null, messageKey: 'reg_pattern_0' },
  letterThenAlphanumeric: { pattern: /^[A-Za-z][A-Za-z0-9]*$/, messageKey: 'reg_pattern_1' },
  chineseAndDigits: { pattern: /^[\p{Script=Han}0-9]+$/u, messageKey: 'reg_pattern_2' },
  mailbox: { pattern: /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/, messageKey: 'reg_pattern_3' },
  alphanumeric: { pattern: /^[A-Za-z0-9]+$/, messageKey: 'reg_pattern_4' },
  lettersAndDigits: { pattern: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/, messageKey: 'reg_pattern_5' },
  digits: { pattern: /^[0-9]+$/, messageKey: 'reg_pattern_6' },
  alphanumericUppercase: { pattern: /^(?=.*[A-Z])[A-Za-z0-9]+$/, messageKey: 'reg_pattern_7' },
  englishLettersAndSpaces: { pattern: /^[A-Za-z ]+$/, messageKey: 'reg_pattern_8' },
  noSpaces: { pattern: /^\S+$/u, messageKey: 'reg_pattern_9' },
  chineseAndPunctuation: { pattern: /^[\p{Script=Han}\p{P}]+$/u, messageKey: 'reg_pattern_10' },
  // Letters of any script, one space between words: a name as it is written ("Niño Dela Cruz").
  lettersAndSpace: { pattern: /^\p{L}+(?: \p{L}+)*$/u, messageKey: 'reg_pattern_11' },
} satisfies Record<string, { pattern: RegExp | null; messageKey: string }>;

export type PatternKind = keyof typeof PATTERN_RULES;

/** One of the spec's variants with its bounds. */
export function patternRule(kind: PatternKind, min: number, max: number): FieldRule {
  return { ...PATTERN_RULES[kind], min, max, kind };
}

export type RuleField = 'loginUsername' | 'loginPassword';

export const BASE_RULES: Readonly<Record<RuleField, FieldRule>> = {
  loginUsername: patternRule('alphanumeric', 6, 16),
  loginPassword: { pattern: null, min: 6, max: 16, messageKey: 'error_password' },
};

export const REQUIRED_KEY = 'required_limit';
export const MATCH_ALL = '*';

const isBound = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function compilePattern(source: string, fallback: RegExp | null): RegExp | null {
  if (source === MATCH_ALL) return null;
  // The server sends the pattern for the whole value; anchor it so "[0-9]+" cannot pass on a partial match.
  // Unicode mode first (Chinese names), then the older syntax some server patterns are written in.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(`^(?:${source})$`, flags);
    } catch {
      /* try the next syntax */
    }
  }
  console.warn('[validation] ignoring an invalid pattern from the status call:', source);
  return fallback;
}

/** A pattern's text with the anchors dropped and the usual ways of writing a digit or a letter range made one. */
const canonicalSource = (source: string): string =>
  source
    .replace(/^\^/, '')
    .replace(/(?<!\\)\$$/, '')
    .replaceAll('[0-9]', '\\d')
    .replaceAll('0-9', '\\d')
    .replaceAll('a-zA-Z', 'A-Za-z');

const KIND_OF_SOURCE = new Map<string, PatternKind>(
  Object.entries(PATTERN_RULES).flatMap(([kind, { pattern }]) =>
    pattern ? [[canonicalSource(pattern.source), kind as PatternKind]] : [],
  ),
);

/** Which of the spec's variants a server pattern is, when it is one of them written in a usual way. */
export const kindOfPattern = (source: string): PatternKind | undefined =>
  KIND_OF_SOURCE.get(canonicalSource(source));

/**
 * The base rule with the status's override applied; bounds that make no sense keep the base values. A new
 * pattern the spec lists is said with its own variant; any other keeps the field's message, the nearest
 * thing to words for characters we cannot describe.
 */
export function resolveRule(base: FieldRule, override?: RuleOverride | null): FieldRule {
  if (!override) return base;
  const source = typeof override.pattern === 'string' ? override.pattern : null;
  const pattern = source === null ? base.pattern : compilePattern(source, base.pattern);
  const kind = source === null || pattern === base.pattern ? undefined : kindOfPattern(source);
  const said = kind && kind !== base.kind ? { messageKey: PATTERN_RULES[kind].messageKey, kind } : {};
  const min = isBound(override.min) ? override.min : base.min;
  const max = isBound(override.max) ? override.max : base.max;
  return min <= max ? { ...base, pattern, ...said, min, max } : { ...base, pattern, ...said };
}

/** Fills a "{0} - {1}" template; when both bounds are equal it shows the number once ("Please enter 6 …"). */
export function formatRange(template: string, min: number, max: number): string {
  if (min === max)
    return template.replace(/\{0\}\s*[-–~]\s*\{1\}/g, String(min)).replace(/\{[01]\}/g, String(min));
  return template.replace(/\{0\}/g, String(min)).replace(/\{1\}/g, String(max));
}

const lengthOf = (value: string) => [...value].length;

/** Whether a value keeps a rule (the required check is separate). */
export function keepsRule(rule: FieldRule, value: string): boolean {
  const length = lengthOf(value);
  return length >= rule.min && length <= rule.max && (rule.pattern === null || rule.pattern.test(value));
}

/** The generic length rules of spec section 5: "at least {0}" and "more than {0}" characters. */
export const LENGTH_MESSAGES: Readonly<Record<'short' | 'long', string>> = {
  short: 'form_min_limit',
  long: 'form_max_limit',
};

/** How a value breaks a rule: empty, characters the rule does not take, too few or too many of them. */
export type RuleBreak = 'required' | 'pattern' | 'short' | 'long';

export function ruleBreak(rule: FieldRule, value: string): RuleBreak | null {
  if (value.length === 0) return 'required';
  // The characters first: the field's message then states the range as well, so one message says it all.
  if (rule.pattern !== null && !rule.pattern.test(value)) return 'pattern';
  const length = lengthOf(value);
  if (length < rule.min) return 'short';
  if (length > rule.max) return 'long';
  return null;
}

/**
 * The words for a broken rule (spec section 5). A length off the bounds says the bound it missed with the
 * generic form_min_limit / form_max_limit, except for a fixed length: "at least 6" would misstate "exactly 6",
 * so the field's own message says the one number.
 */
export function ruleMessage(t: Translate, rule: FieldRule, broken: RuleBreak): string {
  if (broken === 'required') return t(REQUIRED_KEY);
  if (broken === 'pattern' || rule.min === rule.max)
    return formatRange(t(rule.messageKey), rule.min, rule.max);
  const bound = broken === 'short' ? rule.min : rule.max;
  return formatRange(t(LENGTH_MESSAGES[broken]), bound, bound);
}

/** What is wrong with a value under a rule, in the player's words, or null when nothing is. */
export function ruleProblem(t: Translate, rule: FieldRule, value: string): string | null {
  const broken = ruleBreak(rule, value);
  return broken === null ? null : ruleMessage(t, rule, broken);
}

/** A required text field following a rule, said by ruleMessage. */
export function textField(rule: FieldRule, t: Translate) {
  return z.string().superRefine((value, ctx) => {
    const problem = ruleProblem(t, rule, value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export const loginUsername = (t: Translate, override?: RuleOverride | null) =>
  textField(resolveRule(BASE_RULES.loginUsername, override), t);

export const loginPassword = (t: Translate, override?: RuleOverride | null) =>
  textField(resolveRule(BASE_RULES.loginPassword, override), t);

/** A checkbox the player must tick (the 21+ confirmation). */
export const mustConfirm = (t: Translate, messageKey: string) =>
  z.boolean().refine((checked) => checked, { message: t(messageKey) });
