import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import enCore from './en.json';
import enMainScreens from './en-screens.json';
import zhMain from './zh.json';

// Each member area keeps its strings in its own pair of files (areas/<area>.en.json and .zh.json).
const AREAS = join(__dirname, 'areas');
const areaFiles = readdirSync(AREAS).filter((name) => name.endsWith('.json'));
const readArea = (name: string): Record<string, string> =>
  JSON.parse(readFileSync(join(AREAS, name), 'utf8'));
const areasOf = (language: string) =>
  areaFiles.filter((name) => name.endsWith(`.${language}.json`)).map(readArea);

const enScreens: Record<string, string> = Object.assign({}, enMainScreens, ...areasOf('en'));
const zh: Record<string, string> = Object.assign({}, zhMain, ...areasOf('zh'));
const en: Record<string, string> = { ...enCore, ...enScreens };

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
 * The first page's own modules: the shell (src/app, its overlays included, without the route table's screens)
 * and home, and everything they import statically. Their strings must be in en.json, which ships with them.
 */
function firstPageFiles(): Set<string> {
  const roots = [...sourceFiles(join(SRC, 'app')), ...sourceFiles(join(SRC, 'features', 'home'))].filter(
    (file) => !file.endsWith(join('app', 'router.tsx')),
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

  it.each([
    ['en', en],
    ['zh', zh as Record<string, string>],
  ])('every key used in src exists in %s', (_name, messages) => {
    const missing = [...used.entries()]
      .filter(([key]) => !hasKey(messages, key))
      .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('has every string the first page shows in en.json, which ships with it', () => {
    const firstPage = firstPageFiles();
    expect(firstPage.has(join(SRC, 'app', 'overlays', 'age-gate.tsx'))).toBe(true);
    expect(firstPage.has(join(SRC, 'features', 'home', 'home-page.tsx'))).toBe(true);
    const missing = [...used.entries()]
      .filter(([key, files]) => files.some((file) => firstPage.has(join(SRC, file))) && !hasKey(enCore, key))
      .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('splits English in two without overlap: the first page and the other screens', () => {
    expect(Object.keys(enCore).filter((key) => key in enScreens)).toEqual([]);
    expect(Object.keys(enCore).length).toBeLessThan(Object.keys(enScreens).length);
  });

  it('no key is defined twice across files, and every area has both languages', () => {
    const enParts = [enCore, enMainScreens, ...areasOf('en')].flatMap((part) => Object.keys(part));
    const zhParts = [zhMain, ...areasOf('zh')].flatMap((part) => Object.keys(part));
    const twice = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice(enParts)).toEqual([]);
    expect(twice(zhParts)).toEqual([]);
    const areas = (language: string) =>
      areaFiles.filter((name) => name.endsWith(`.${language}.json`)).map((name) => name.split('.')[0]);
    expect(areas('zh')).toEqual(areas('en'));
  });

  it('English and Chinese have the same keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('no message is empty, and both languages fill the same placeholders', () => {
    const english = en;
    const chinese = zh as Record<string, string>;
    for (const key of Object.keys(english)) {
      expect(english[key].trim(), `en ${key}`).not.toBe('');
      expect(chinese[key]?.trim(), `zh ${key}`).not.toBe('');
      // Chinese has no plural forms: its _one may drop the count a language with plurals needs.
      if (!key.endsWith('_one'))
        expect(placeholders(chinese[key] ?? ''), `zh ${key}`).toEqual(placeholders(english[key]));
    }
  });
});
