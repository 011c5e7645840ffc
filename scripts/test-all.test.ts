import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
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
      // Each leaves a mark and passes only once it sees the other's: one after the other, the first gives up.
      // Each says the CPU priority it runs at (Unix nice: 0 normal, 19 the lowest).
      left: 'node meet.mjs left right',
      right: 'node meet.mjs right left',
    },
  }),
);
writeFileSync(
  join(work, 'meet.mjs'),
  `import { existsSync, writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';
const [me, other] = process.argv.slice(2);
writeFileSync(me, '');
console.log(me + ' is here at priority ' + getPriority());
const until = Date.now() + 20000;
const look = () => (existsSync(other) ? process.exit(0) : Date.now() > until ? process.exit(4) : setTimeout(look, 20));
look();
`,
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

it('runs lanes side by side ("a|b,c"), a "~" lane in the background (at the lowest CPU priority), prints each stage\'s output whole, and stops after a lane fails', () => {
  rmSync(join(work, 'left'), { force: true });
  rmSync(join(work, 'right'), { force: true });
  const run = spawnSync(process.execPath, [runner, '~left|right,broken', 'last'], {
    cwd: work,
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/> left: started in the background beside right, broken/);
  expect(run.stdout).toMatch(/> left \(\d+ s, ok\):\n[\s\S]*left is here at priority 19\n/);
  expect(run.stdout).toMatch(
    new RegExp(`> right \\(\\d+ s, ok\\):\\n[\\s\\S]*right is here at priority ${getPriority()}\\n`),
  );
  const table = run.stdout.slice(run.stdout.indexOf('npm test, stage by stage'));
  expect(table).toMatch(/\d+ s\s+beside\s+ok\s+left/);
  expect(table).toMatch(/\d+ s\s+beside\s+FAILED\s+broken/);
  expect(table).toMatch(/-\s+-\s+not run\s+last/);
  expect(table).toMatch(/\d+ s\s+\d+ s\s+side by side: ~left \| right then broken/);
  expect(table).toMatch(/total \(stopped: broken failed\)/);
});
