import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citedPaths,
  citedTitles,
  decisionAnchors,
  headingAnchors,
  missingPath,
  titleFoundIn,
} from './spec-decisions';

// docs/spec-decisions.md holds each departure from the product spec by naming the files and tests that prove
// it. A file moved or a test renamed leaves the entry pointing at nothing, and the choice unheld: every path it
// cites must exist, every test title it quotes must be in the file cited with it, and every form that names an
// entry (the form kit's `decision`) must name one that is there.

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const DOC = readFileSync(join(ROOT, 'docs/spec-decisions.md'), 'utf8');

/** The app's own source files, tests left out (a test of the kit may name an entry that is not there). */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('generated'))
    .map((file) => join(dir, file));
}

describe('docs/spec-decisions.md cites only what exists', () => {
  it('every path it cites exists (a pattern matches at least one file)', () => {
    const paths = citedPaths(DOC);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => missingPath(ROOT, path))).toEqual([]);
  });

  it('every test title it quotes is in the file cited with it', () => {
    const titles = citedTitles(DOC);
    expect(titles.length).toBeGreaterThan(50);
    const absent = titles.filter(
      ({ file, title }) =>
        !existsSync(join(ROOT, file)) || !titleFoundIn(title, readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(absent).toEqual([]);
  });

  it('every entry a form names as its decision is a heading of the file', () => {
    const anchors = headingAnchors(DOC);
    const named = ['src'].flatMap(sourceFiles).flatMap((file) =>
      decisionAnchors(readFileSync(join(ROOT, file), 'utf8')).map((anchor) => ({
        file: relative(ROOT, join(ROOT, file)),
        anchor,
      })),
    );
    expect(named.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });
});

describe('the check itself', () => {
  const doc = [
    '## A made-up entry: "quoted" words, and more',
    '- **Tests:** `scripts/docs/spec-decisions.test.ts` ("every path it cites exists …"),',
    '  `scripts/build/version-file.test.ts` ("names a build by the package version …", "writes dist/v.json',
    '  with the build id the app is built with"), `src/no/such/file.ts`, `src/i18n/areas/*.en.json`,',
    '  `src/i18n/areas/*.xx.json`, `public/game-art/<code>.svg`; the test "every test title it quotes is in',
    '  the file cited with it" in `scripts/security/production-build.test.ts`.',
  ].join('\n');

  it('fails on a made-up path, a pattern that matches nothing, and a title not in its file', () => {
    const missing = citedPaths(doc).filter((path) => missingPath(ROOT, path));
    expect(missing).toEqual(['src/no/such/file.ts', 'src/i18n/areas/*.xx.json']);
    const titles = citedTitles(doc);
    expect(titles).toEqual([
      { file: 'scripts/docs/spec-decisions.test.ts', title: 'every path it cites exists …' },
      { file: 'scripts/build/version-file.test.ts', title: 'names a build by the package version …' },
      // The issue's own case: the test is in scripts/security/production-build.test.ts.
      {
        file: 'scripts/build/version-file.test.ts',
        title: 'writes dist/v.json with the build id the app is built with',
      },
      {
        file: 'scripts/security/production-build.test.ts',
        title: 'every test title it quotes is in the file cited with it',
      },
    ]);
    const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');
    expect(titles.map(({ file, title }) => titleFoundIn(title, text(file)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads a title with quotes inside it, an ellipsis and a language placeholder', () => {
    const source = [
      'it(\'§5.10 keeps "Deposit now" disabled while the form is invalid\', () => {});',
      "test(`§8.27 (${language}) a gateway's 502 is only logged`, async () => {});",
    ].join('\n');
    const found = (title: string) => titleFoundIn(title, source);
    expect(citedTitles('`a.test.ts` ("§5.10 keeps "Deposit now" disabled …")')).toEqual([
      { file: 'a.test.ts', title: '§5.10 keeps "Deposit now" disabled …' },
    ]);
    expect(found('§5.10 keeps "Deposit now" disabled …')).toBe(true);
    expect(found('§5.10 keeps "Deposit now" enabled …')).toBe(false);
    expect(found("§8.27 (en|zh) a gateway's 502 is only logged")).toBe(true);
    expect(found("§8.28 (en|zh) a gateway's 502 is only logged")).toBe(false);
  });

  it('knows a heading by its anchor, and finds the entries forms name', () => {
    expect(headingAnchors(doc).has('a-made-up-entry-quoted-words-and-more')).toBe(true);
    expect(
      decisionAnchors("useKitForm({ validation: 'onSubmit', decision: 'spec-decisions#a-made-up-entry' })"),
    ).toEqual(['a-made-up-entry']);
  });
});
