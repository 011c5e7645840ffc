// `npm run test:e2e:stress`: the browser tests twice over while a busy process per core competes for the CPU,
// the way a second build, a phone emulator or a crowded CI host would, and with every page's CPU four times
// slower than the test's (E2E_PAGE_SLOWDOWN, tests/e2e/support/page-slowdown.ts), the way a cheap phone lags
// behind a finger. A test that waits for time instead of for what the player sees, or acts on a screen before
// the app has caught up, fails here long before it fails for someone else. Extra arguments go to Playwright
// (a spec, --project, a different --repeat-each); E2E_PAGE_SLOWDOWN set beforehand replaces the 4.
//   npm run test:e2e:stress -- [playwright args]
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const hogs = Array.from({ length: availableParallelism() }, () =>
  // A tight loop with nothing to wait for: one core's worth of competition each, until stopped.
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopHogs = () => {
  for (const hog of hogs) if (hog.exitCode === null) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const slowdown = process.env.E2E_PAGE_SLOWDOWN ?? '4';
console.info(
  `e2e:stress: ${hogs.length} busy process(es) running beside the browser tests; pages ${slowdown}× slower`,
);
const args = process.argv.slice(2);
const repeat = args.some((a) => a.startsWith('--repeat-each')) ? [] : ['--repeat-each=2'];
const run = spawn('npx', ['playwright', 'test', ...repeat, ...args], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PAGE_SLOWDOWN: slowdown },
});
run.on('exit', (code, signal) => {
  stopHogs();
  console.info(`e2e:stress: done (${signal ?? `exit ${code}`}); busy processes stopped`);
  process.exit(code ?? 1);
});
