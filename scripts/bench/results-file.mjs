// bench/results.md is shared by several scripts (npm run bench, bench:boot, bench:inp, test:mutation): each owns
// one `## ` section, replaced on every run, and leaves every other section exactly as it found it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const RESULTS_HEADER = '# Measured figures\n\nWritten by scripts; do not edit by hand.\n\n';

/**
 * `existing` with the section whose heading is `heading` (the whole `## …` line) replaced by `section`, or with
 * `section` appended when there is none. The section runs to the next `## ` heading or the end of the file.
 */
export function replaceSection(existing, heading, section) {
  const at = existing.startsWith(`${heading}\n`) ? 0 : existing.indexOf(`\n${heading}\n`);
  const body = `${section.trimEnd()}\n`;
  if (at === -1) return `${existing.trimEnd()}\n\n${body}`;
  const start = at === 0 ? 0 : at + 1;
  const next = existing.indexOf('\n## ', start + heading.length);
  return next === -1
    ? existing.slice(0, start) + body
    : existing.slice(0, start) + body + existing.slice(next);
}

/** Writes `section` (starting with its `## ` heading) into `file`, creating the file when missing. */
export function writeSection(file, section) {
  const heading = section.slice(0, section.indexOf('\n'));
  let existing;
  try {
    existing = readFileSync(file, 'utf8');
  } catch {
    existing = RESULTS_HEADER;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, replaceSection(existing, heading, section));
}
