// `npm run test:e2e:stress`: the browser tests three times over while a busy process per core competes for the
// CPU, the way a second build, a phone emulator or a crowded CI host would. A test that waits for time instead
// of for what the player sees fails here long before it fails for someone else. Extra arguments go to
// Playwright (a spec, --project, a different --repeat-each).
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

console.info(`e2e:stress: ${hogs.length} busy process(es) running beside the browser tests`);
const args = process.argv.slice(2);
const repeat = args.some((a) => a.startsWith('--repeat-each')) ? [] : ['--repeat-each=3'];
const run = spawn('npx', ['playwright', 'test', ...repeat, ...args], { stdio: 'inherit' });
run.on('exit', (code, signal) => {
  stopHogs();
  console.info(`e2e:stress: done (${signal ?? `exit ${code}`}); busy processes stopped`);
  process.exit(code ?? 1);
});
