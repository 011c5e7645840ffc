import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import enCore from './en.json';
import enMainScreens from './en-screens.json';
import { FIL_LOANWORDS } from './fil-loanwords';

// Each member area keeps its strings in its own files (areas/<area>.en.json, .zh.json, .fil.json). Every other
// language has one main file (<language>.json) for what English splits into en.json and en-screens.json.
const I18N = __dirname;
const AREAS = join(I18N, 'areas');
const areaFiles = readdirSync(AREAS).filter((name) => name.endsWith('.json'));
const readJson = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8'));
const readArea = (name: string): Record<string, string> => readJson(join(AREAS, name));
const areasOf = (language: string) =>
  areaFiles.filter((name) => name.endsWith(`.${language}.json`)).map(readArea);
const areaNames = (language: string) =>
  areaFiles.filter((name) => name.endsWith(`.${language}.json`)).map((name) => name.split('.')[0]);

const enScreens: Record<string, string> = Object.assign({}, enMainScreens, ...areasOf('en'));
const en: Record<string, string> = { ...enCore, ...enScreens };

/** The languages beyond English, each with every key of English (English is the fallback for a missing one). */
const TRANSLATIONS = ['zh', 'fil'] as const;
type Translation = (typeof TRANSLATIONS)[number];

/** A language's main file, or nothing when it does not exist. */
const mainOf = (language: Translation): Record<string, string> => {
  const path = join(I18N, `${language}.json`);
  return existsSync(path) ? readJson(path) : {};
};
const messagesOf = (language: Translation): Record<string, string> =>
  Object.assign({}, mainOf(language), ...areasOf(language));

/**
 * What each of a language's files lacks, by the file it belongs in: the keys of en.json and en-screens.json go in
 * <language>.json, those of areas/<area>.en.json in areas/<area>.<language>.json. A new area added in English
 * only shows here as its whole file missing, with every key it needs.
 */
function missingByFile(language: Translation): Record<string, string[]> {
  const pairs: [string, Record<string, string>, Record<string, string> | null][] = [
    [`${language}.json`, { ...enCore, ...enMainScreens }, mainOf(language)],
    ...areaNames('en').map((area): [string, Record<string, string>, Record<string, string> | null] => {
      const name = `${area}.${language}.json`;
      return [`areas/${name}`, readArea(`${area}.en.json`), areaFiles.includes(name) ? readArea(name) : null];
    }),
  ];
  const missing: Record<string, string[]> = {};
  for (const [file, english, translated] of pairs) {
    const keys = Object.keys(english).filter((key) => !translated || !(key in translated));
    if (keys.length > 0) missing[translated ? file : `${file} (no such file)`] = keys;
  }
  return missing;
}

/** Keys a language has that English has not (a typo, or a key English dropped), by file. */
function extraByFile(language: Translation): Record<string, string[]> {
  const extra: Record<string, string[]> = {};
  const files: [string, Record<string, string>][] = [
    [`${language}.json`, mainOf(language)],
    ...areaNames(language).map((area): [string, Record<string, string>] => [
      `areas/${area}.${language}.json`,
      readArea(`${area}.${language}.json`),
    ]),
  ];
  for (const [file, messages] of files) {
    const keys = Object.keys(messages).filter((key) => !(key in en));
    if (keys.length > 0) extra[file] = keys;
  }
  return extra;
}

// Every message key the code uses exists in English and in Chinese, and the two files hold the same keys with
// the same placeholders. Keys are found where the code names them: t('…'), showToast('…'), a *Key prop or
// field ('…' or "…"), mustConfirm(t, '…'), REQUIRED_KEY, and the values of constants named *_MESSAGE(S).

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const PATTERNS = [
  /\bt\(\s*['"]([^'"]+)['"]/g,
  /\bshowToast\(\s*['"]([^'"]+)['"]/g,
  /\b\w*Key\s*[:=]\s*\{?\s*['"]([^'"]+)['"]/g,
  /\bmustConfirm\(\s*\w+\s*,\s*['"]([^'"]+)['"]/g,
  /\bREQUIRED_KEY\s*=\s*['"]([^'"]+)['"]/g,
];
const MESSAGE_CONSTANT = /\b[A-Z_]+_MESSAGES?\b[^=\n]*=\s*(\{[\s\S]*?\n?\};|\{[^\n]*\};)/g;

export function usedKeys(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (key: string, file: string) => used.set(key, [...(used.get(key) ?? []), relative(SRC, file)]);
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) for (const match of text.matchAll(pattern)) add(match[1], file);
    for (const block of text.matchAll(MESSAGE_CONSTANT)) {
      for (const value of block[1].matchAll(/:\s*['"]([^'"]+)['"]|['"]([^'"]+)['"]\s*[,\]]/g)) {
        add(value[1] ?? value[2], file);
      }
    }
  }
  return used;
}

/** The module a static import names, when it is one of ours (generated code holds no message keys). */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (base.includes(join('api', 'generated'))) return null;
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null;
}

/**
 * The route table, the member screens' loaders (src/app/member-screens.ts) and the module of two screens it
 * loads lazily as one (src/app/number-tools.ts).
 */
const ROUTE_TABLE = [
  join('app', 'router.tsx'),
  join('app', 'member-screens.ts'),
  join('app', 'number-tools.ts'),
];

/**
 * The shell's rarely shown pages that load with the screens' strings (`withScreenStrings(() => import(…))`,
 * src/i18n/index.ts): their strings are in en-screens.json.
 */
function loadedWithScreenStrings(): Set<string> {
  const loaded = new Set<string>();
  for (const file of sourceFiles(join(SRC, 'app'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/withScreenStrings\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, match[1]);
      if (target) loaded.add(target);
    }
  }
  return loaded;
}

/**
 * The first page's own modules: the shell (src/app, its overlays included, without the route table's screens
 * and the pages that load with the screens' strings) and home, and everything they import statically. Their
 * strings must be in en.json, which ships with them.
 */
function firstPageFiles(): Set<string> {
  const withScreens = loadedWithScreenStrings();
  const roots = [...sourceFiles(join(SRC, 'app')), ...sourceFiles(join(SRC, 'features', 'home'))].filter(
    (file) => !ROUTE_TABLE.some((table) => file.endsWith(table)) && !withScreens.has(file),
  );
  const seen = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, match[1]);
      if (target) pending.push(target);
    }
  }
  return seen;
}

/** A key used with a count resolves to its plural forms (i18next: _one, _other). */
const hasKey = (messages: Record<string, string>, key: string) =>
  key in messages || `${key}_other` in messages;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|\{(\d)\}/g)].map((m) => m[1] ?? m[2]).sort();

describe('translations', () => {
  const used = usedKeys();

  it('finds the keys the code uses', () => {
    expect(used.size).toBeGreaterThan(100);
    expect(used.has('network_offline')).toBe(true);
    expect(used.has('category_lotto_promo')).toBe(true);
  });

  const everyLanguage: [string, Record<string, string>][] = [
    ['en', en],
    ...TRANSLATIONS.map((language): [string, Record<string, string>] => [language, messagesOf(language)]),
  ];
  it.each(everyLanguage)('every key used in src exists in %s', (_name, messages) => {
    const missing = [...used.entries()]
      .filter(([key]) => !hasKey(messages, key))
      .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('has every string the first page shows in en.json, which ships with it', () => {
    const firstPage = firstPageFiles();
    expect(firstPage.has(join(SRC, 'app', 'overlays', 'age-gate.tsx'))).toBe(true);
    expect(firstPage.has(join(SRC, 'features', 'home', 'home-page.tsx'))).toBe(true);
    expect(firstPage.has(join(SRC, 'app', 'overlays', 'maintenance-page.tsx'))).toBe(false);
    const missing = [...used.entries()]
      .filter(([key, files]) => files.some((file) => firstPage.has(join(SRC, file))) && !hasKey(enCore, key))
      .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('splits English in two without overlap: the first page and the other screens', () => {
    expect(Object.keys(enCore).filter((key) => key in enScreens)).toEqual([]);
    expect(Object.keys(enCore).length).toBeLessThan(Object.keys(enScreens).length);
  });

  it('no key is defined twice across the files of one language', () => {
    const twice = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice([enCore, enMainScreens, ...areasOf('en')].flatMap((part) => Object.keys(part)))).toEqual([]);
    for (const language of TRANSLATIONS) {
      const keys = [mainOf(language), ...areasOf(language)].flatMap((part) => Object.keys(part));
      expect(twice(keys), language).toEqual([]);
    }
  });

  // issue 20 item 8: every language has every key. A failure names each file and the keys it lacks, so strings
  // added in English only (a new area, a new key) read as a to-do list for the translation.
  it.each(TRANSLATIONS)(
    'issue 20 item 8: %s has every key of English, in the file it belongs in',
    (language) => {
      expect(missingByFile(language)).toEqual({});
      expect(extraByFile(language)).toEqual({});
    },
  );

  it.each(TRANSLATIONS)(
    'issue 20 item 8: no %s message is empty, and each fills the same placeholders',
    (language) => {
      const messages = messagesOf(language);
      const wrong: string[] = [];
      for (const key of Object.keys(en)) {
        expect(en[key].trim(), `en ${key}`).not.toBe('');
        if (!(key in messages)) continue; // reported by file above
        if (messages[key].trim() === '') wrong.push(`${key}: empty`);
        // Chinese has no plural forms: its _one may drop the count a language with plurals needs. Filipino's
        // "one" form also serves 2, 3, 5 … (CLDR), so it keeps the count.
        else if (!(language === 'zh' && key.endsWith('_one'))) {
          const expected = placeholders(en[key]).join(' ');
          const actual = placeholders(messages[key]).join(' ');
          if (actual !== expected) wrong.push(`${key}: has {${actual}}, English {${expected}}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(TRANSLATIONS)('issue 20 item 8: %s has every plural form its language asks for', (language) => {
    const messages = messagesOf(language);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const counted = Object.keys(en)
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.slice(0, -'_other'.length));
    const missing = counted.flatMap((base) =>
      categories.map((category) => `${base}_${category}`).filter((key) => !(key in messages)),
    );
    expect(missing).toEqual([]);
  });

  describe('issue 20 item 8: Filipino is translated, not English left in place', () => {
    const fil = messagesOf('fil');
    /** Letters left once placeholders and nested keys are taken out: a value without any has nothing to translate. */
    const hasWords = (text: string) =>
      /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}|\{\d\}|\$t\([^)]*\)/g, ''));

    it('no Filipino value equals the English one, except the agreed loanwords', () => {
      const untranslated = Object.keys(en)
        .filter((key) => fil[key] === en[key] && hasWords(en[key]) && !(en[key] in FIL_LOANWORDS))
        .map((key) => `${key}: ${en[key]}`);
      expect(untranslated).toEqual([]);
    });

    it('lists only loanwords that are used as a whole Filipino value', () => {
      const values = new Set(Object.values(fil));
      expect(Object.keys(FIL_LOANWORDS).filter((word) => !values.has(word))).toEqual([]);
    });
  });
});
