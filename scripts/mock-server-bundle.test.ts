import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { mockServerBundle } from './mock-server-bundle.mjs';

// The fake backend's bundle, on a checkout of two small files standing in for mock/: what the bundle runs is
// what the sources say now (an edit is served at once), and a source still finds the files beside it.
const from = mkdtempSync(join(tmpdir(), 'mock-bundle-'));
afterAll(() => rmSync(from, { recursive: true, force: true }));

mkdirSync(join(from, 'mock', 'site'), { recursive: true });
writeFileSync(join(from, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
writeFileSync(join(from, 'mock', 'site', 'page.txt'), 'the page beside the source');
const writeSources = (greeting: string) => {
  writeFileSync(
    join(from, 'mock', 'site', 'files.ts'),
    `import { readFileSync } from 'node:fs';
export const page = (): string => readFileSync(new URL('./page.txt', import.meta.url), 'utf8');`,
  );
  writeFileSync(
    join(from, 'mock', 'server.ts'),
    `import { page } from './site/files';
const greeting: string = ${JSON.stringify(greeting)};
console.log(greeting + ' ' + process.argv.slice(2).join(' ') + ': ' + page());`,
  );
};
const run = (bundle: string, ...flags: string[]) =>
  execFileSync(process.execPath, [bundle, ...flags], { cwd: from, encoding: 'utf8' }).trim();

it('runs the sources with their flags, each source still reading the files beside it', async () => {
  writeSources('hello');
  const bundle = await mockServerBundle({ from });
  expect(run(bundle, '--port', '1')).toBe('hello --port 1: the page beside the source');
});

it('is built once while no source changes, and again when one does', async () => {
  writeSources('hello');
  const first = await mockServerBundle({ from });
  const builtAt = statSync(first).mtimeMs;
  expect(statSync(await mockServerBundle({ from })).mtimeMs).toBe(builtAt);

  writeSources('changed');
  // A file system with coarse times could give the edit the bundle's own time: the edit is later.
  const later = new Date(builtAt + 2000);
  utimesSync(join(from, 'mock', 'server.ts'), later, later);
  const rebuilt = await mockServerBundle({ from });
  expect(run(rebuilt)).toBe('changed : the page beside the source');
});
