import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULTS_HEADER, replaceSection, writeSection } from './results-file.mjs';

const FILE = `${RESULTS_HEADER}## Lighthouse (npm run bench)

old lighthouse
| a | b |

## Mutation testing (npm run test:mutation)

mutation figures

## Start-up tricks (npm run bench:boot)

boot figures
`;

describe('one section of bench/results.md, replaced by the script that owns it', () => {
  it('replaces a section in the middle, leaving the sections before and after byte for byte', () => {
    const next = replaceSection(
      FILE,
      '## Mutation testing (npm run test:mutation)',
      '## Mutation testing (npm run test:mutation)\n\nnew\n',
    );
    expect(next).toBe(FILE.replace('mutation figures\n', 'new\n'));
  });

  it('replaces the first and the last section', () => {
    const heading = '## Lighthouse (npm run bench)';
    expect(replaceSection(FILE, heading, `${heading}\n\nfresh\n`)).toBe(
      FILE.replace('old lighthouse\n| a | b |\n', 'fresh\n'),
    );
    const last = '## Start-up tricks (npm run bench:boot)';
    expect(replaceSection(FILE, last, `${last}\n\nfresh\n\n\n`)).toBe(
      FILE.replace('boot figures\n', 'fresh\n'),
    );
  });

  it('appends a section the file does not have yet after one blank line, and is stable when run again', () => {
    const heading = '## Interactions (npm run bench:inp)';
    const once = replaceSection(FILE, heading, `${heading}\n\ntable\n`);
    expect(once).toBe(`${FILE}\n${heading}\n\ntable\n`);
    expect(replaceSection(once, heading, `${heading}\n\ntable\n`)).toBe(once);
    expect(replaceSection(once, heading, `${heading}\n\nother\n`)).toBe(`${FILE}\n${heading}\n\nother\n`);
  });

  it('does not take a heading that merely starts the same, or a heading inside a line, for the section', () => {
    const file = `${RESULTS_HEADER}## Interactions (npm run bench:inp) old\n\nx\n\nsee ## Interactions (npm run bench:inp)\n`;
    const heading = '## Interactions (npm run bench:inp)';
    expect(replaceSection(file, heading, `${heading}\n\ny\n`)).toBe(`${file}\n${heading}\n\ny\n`);
  });

  describe('on disk', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('creates the file with its header when missing, then replaces only its own section', () => {
      dir = mkdtempSync(join(tmpdir(), 'results-'));
      const file = join(dir, 'bench', 'results.md');
      writeSection(file, '## Interactions (npm run bench:inp)\n\nfirst\n');
      expect(readFileSync(file, 'utf8')).toBe(
        `${RESULTS_HEADER.trimEnd()}\n\n## Interactions (npm run bench:inp)\n\nfirst\n`,
      );
      writeFileSync(file, FILE);
      writeSection(file, '## Mutation testing (npm run test:mutation)\n\nsecond\n');
      expect(readFileSync(file, 'utf8')).toBe(FILE.replace('mutation figures\n', 'second\n'));
    });
  });
});
