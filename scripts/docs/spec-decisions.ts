import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

// How docs/spec-decisions.md cites the files and tests that hold its entries, read back so a test can check
// them (spec-decisions.test.ts). The file's own conventions: a path in backticks under one of the project's
// folders; a test's title in double quotes, in parentheses right after its file (`a.test.ts` ("title", …)) or
// as "title" in `a.test.ts`; "…" for the rest of a long title; "(en|zh)" where the title names its language.

const ROOTS = ['src', 'scripts', 'tests', 'mock', 'openapi', 'docs', 'public', 'bench'];
const PATH = new RegExp(`\`((?:${ROOTS.join('|')})/[^\`\\s]*)\``, 'g');
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** Every path the text cites, once each, in order. A pattern (`*`, `{a,b}`, `<name>`) stands for its files. */
export function citedPaths(text: string): string[] {
  return [...new Set([...text.matchAll(PATH)].map((match) => match[1].replace(/[.,;:]$/, '')))];
}

/** Whether a cited path names nothing: no such file or folder, or a pattern that matches no file. */
export function missingPath(root: string, path: string): boolean {
  if (!/[*{<]/.test(path)) return !existsSync(join(root, path));
  // Patterns appear only in the file's own name (`areas/*.fil.json`, `strings/{a,b}.ts`): a listing of its
  // folder and one expression answer it without a glob library.
  const folder = dirname(path);
  const name = path.slice(folder.length + 1);
  if (!existsSync(join(root, folder))) return true;
  const pattern = new RegExp(
    `^${name
      .split(/(\*|<[^>]+>|\{[^}]+\})/)
      .map((part) =>
        part === '*' || part.startsWith('<')
          ? '[^/]+'
          : part.startsWith('{')
            ? `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`
            : escape(part),
      )
      .join('')}$`,
  );
  return !readdirSync(join(root, folder)).some((file) => pattern.test(file));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface CitedTitle {
  file: string;
  title: string;
}

/**
 * The quoted spans of a text at its outer level. A quote after a space, a bracket or the start opens one; any
 * other closes the innermost, so a title that quotes a button ("keeps "Deposit now" disabled") stays whole.
 */
function quotedSpans(text: string): string[] {
  const spans: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] !== '"') continue;
    const opens = i === 0 || /[\s([]/.test(text[i - 1]);
    if (opens) {
      if (depth === 0) start = i + 1;
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) spans.push(text.slice(start, i));
    }
  }
  return spans;
}

/** The text between the bracket at `open` and the one that closes it. */
function bracketed(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every test title the text quotes, with the test file it is cited in. */
export function citedTitles(text: string): CitedTitle[] {
  const titles: CitedTitle[] = [];
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const file = match[1];
    if (!TEST_FILE.test(file)) continue;
    const after = match.index + match[0].length;
    const gap = /^\s*\(/.exec(text.slice(after));
    if (gap) {
      for (const title of quotedSpans(bracketed(text, after + gap[0].length - 1)))
        titles.push({ file, title: oneLine(title) });
    }
    // "title" in `file`: the quote right before it.
    const before = /"([^"]+)"\s+in\s+$/.exec(text.slice(Math.max(0, match.index - 400), match.index));
    if (before) titles.push({ file, title: oneLine(before[1]) });
  }
  return titles;
}

/**
 * Whether a test file has a test of that title: the whole title in one line of its source, "…" standing for
 * the rest of the line and "(en|zh)" for a language filled in by the test (`${language}`).
 */
export function titleFoundIn(title: string, source: string): boolean {
  // A title a test fills in (`${language}`, test.each's %s) has a stand-in there, which only "…" or "(en|zh)"
  // of the cited title takes; a curly apostrophe is the same as a straight one.
  const code = straight(source)
    .replace(/\\(['"`])/g, '$1')
    .replace(/\$\{[^}]*\}|%[sdijfo#%]/g, '\u0000');
  const pattern = straight(title)
    .split(/(\s*…\s*|\([a-z]{2}(?:\|[a-z]{2})+\)|\s+)/)
    .map((part) => {
      if (part.trim() === '…') return '[^\\n]*?';
      if (/^\s+$/.test(part)) return '\\s+';
      if (part.startsWith('(') && part.includes('|'))
        return `\\((?:\\u0000|${part.slice(1, -1).split('|').join('|')})\\)`;
      return escape(part);
    })
    .join('');
  return new RegExp(pattern).test(code);
}

const straight = (text: string) => text.replace(/[‘’]/g, "'");

/** The anchors of a Markdown file's headings, as GitHub makes them ("## A, b's c" → a-bs-c). */
export function headingAnchors(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
      match[1]
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

/** The entries a source file names as a form's decision (`decision: 'spec-decisions#anchor'`). */
export function decisionAnchors(source: string): string[] {
  return [...source.matchAll(/decision:\s*['"`]spec-decisions#([a-z0-9-]*)['"`]/g)].map((match) => match[1]);
}
