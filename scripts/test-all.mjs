// `npm test`: every stage of the gate in order, stopping at the first that fails, then each stage's wall time
// and the total, pass or fail, so a stage that grows shows in every run's last lines (docs/testing.md keeps
// the history). A stage is an npm script of its own, so any one can be run alone; `npm test -- <script> …` runs
// only those, in the order given.
import { spawn } from 'node:child_process';

const STAGES = [
  ['contract:gen-stable', 'the contract regenerates byte for byte'],
  ['checks', 'type check, lint, format, contract lint and coverage, the scaffold'],
  ['test:unit', 'unit and contract tests (vitest)'],
  ['contract:prism', 'every operation through Prism'],
  ['build', 'one production build'],
  ['size:check', 'size budgets on that build'],
  ['test:e2e:built', 'browser tests on that build (Playwright)'],
];

const chosen = process.argv.slice(2);
const stages = chosen.length
  ? chosen.map((script) => STAGES.find(([name]) => name === script) ?? [script, ''])
  : STAGES;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runStage(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
const started = Date.now();
const times = [];
let failed;
for (const [script, what] of stages) {
  const at = Date.now();
  const code = await runStage(script);
  times.push([script, what, Date.now() - at, code === 0 ? 'ok' : 'FAILED']);
  if (code !== 0) {
    failed = script;
    break;
  }
}

console.info('\nnpm test, stage by stage:');
for (const [script, what, ms, verdict] of times)
  console.info(`${seconds(ms)}  ${verdict.padEnd(6)}  ${script.padEnd(20)} ${what}`);
for (const [script, what] of stages.slice(times.length))
  console.info(`${'-'.padStart(7)}  ${'not run'.padEnd(6)}  ${script.padEnd(20)} ${what}`);
console.info(`${seconds(Date.now() - started)}  total${failed ? ` (stopped: ${failed} failed)` : ''}`);
process.exit(failed ? 1 : 0);
