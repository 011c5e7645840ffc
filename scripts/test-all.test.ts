import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// `npm test`'s stage runner, on a package whose stages are tiny scripts: it stops at the first failure and
// still prints every stage's time, what failed and what never ran.
const work = mkdtempSync(join(tmpdir(), 'test-all-'));
writeFileSync(
  join(work, 'package.json'),
  JSON.stringify({
    name: 'stages',
    private: true,
    scripts: {
      first: 'node -e 0',
      broken: 'node -e "process.exit(3)"',
      last: 'node -e 0',
      // Most of a second of its own CPU (npm adds its own), so the stage's CPU column, in whole seconds, cannot
      // read 0; no more, so the run stays far inside a test's time on a machine busy with other work (at 1.5 s a
      // loaded machine took longer than the test's 15 s).
      busy: 'node -e "const end = process.cpuUsage().user + 0.8e6; while (process.cpuUsage().user < end);"',
    },
  }),
);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const runner = join(import.meta.dirname, 'test-all.mjs');

it('stops at the first failing stage and prints each stage with its time, then the total', () => {
  const run = spawnSync(process.execPath, [runner, 'first', 'broken', 'last'], {
    cwd: work,
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  const table = run.stdout.slice(run.stdout.indexOf('npm test, stage by stage'));
  expect(table).toMatch(/\d+ s\s+\d+ s\s+ok\s+first/);
  expect(table).toMatch(/\d+ s\s+\d+ s\s+FAILED\s+broken/);
  expect(table).toMatch(/-\s+-\s+not run\s+last/);
  expect(table).toMatch(/\d+ s\s+\d+ s\s+total \(stopped: broken failed\)/);
});

it('passes when every stage passes', () => {
  const run = spawnSync(process.execPath, [runner, 'first', 'last'], { cwd: work, encoding: 'utf8' });
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/\d+ s\s+\d+ s\s+total\n/);
});

it('counts the CPU time a stage took, not only its wall time', () => {
  const run = spawnSync(process.execPath, [runner, 'busy'], { cwd: work, encoding: 'utf8' });
  expect(run.status).toBe(0);
  const cpu = Number(/\d+ s\s+(\d+) s\s+ok\s+busy/.exec(run.stdout)?.[1]);
  expect(cpu).toBeGreaterThanOrEqual(1);
});
