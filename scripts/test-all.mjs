// `npm test`: every stage of the gate in order, stopping at the first that fails, then each stage's wall time
// and the total, pass or fail, so a stage that grows shows in every run's last lines (docs/testing.md keeps
// the history). A stage is an npm script of its own, so any one can be run alone; `npm test -- <script> …` runs
// only those, in the order given.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const STAGES = [
  ['contract:gen-stable', 'the contract regenerates byte for byte'],
  ['checks', 'type check, lint, format, contract lint and coverage, the scaffold'],
  ['test:unit', 'unit and contract tests (vitest)'],
  ['contract:prism', 'every operation through Prism'],
  ['build', 'one production build'],
  ['size:check', 'size budgets on that build'],
  ['lcp:check', "/'s largest paint under Lighthouse (first and returning visit)"],
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

/**
 * Seconds of CPU the whole machine has spent so far, all cores together (Linux: the first line of /proc/stat, in
 * clock ticks of 1/100 s; undefined where it is missing). A stage's share is the difference across it. Wall time
 * hides whether a stage used both cores; CPU time is what it costs, so a stage that grows shows at once. It
 * counts the whole machine (a stage's browsers and servers leave its process tree, so only the machine sees
 * them): on a machine doing other work the column reads high.
 */
function machineCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}

const started = Date.now();
const times = [];
let failed;
for (const [script, what] of stages) {
  const at = Date.now();
  const cpuAt = machineCpuSeconds();
  const code = await runStage(script);
  const cpuAfter = machineCpuSeconds();
  const cpu = cpuAt === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuAt;
  times.push([script, what, Date.now() - at, cpu, code === 0 ? 'ok' : 'FAILED']);
  if (code !== 0) {
    failed = script;
    break;
  }
}

const cpuColumn = (cpu) => (cpu === undefined ? '-' : `${cpu.toFixed(0)} s`).padStart(8);
console.info("\nnpm test, stage by stage (wall time; the machine's CPU time, all cores):");
for (const [script, what, ms, cpu, verdict] of times)
  console.info(`${seconds(ms)} ${cpuColumn(cpu)}  ${verdict.padEnd(6)}  ${script.padEnd(20)} ${what}`);
for (const [script, what] of stages.slice(times.length))
  console.info(`${'-'.padStart(7)} ${'-'.padStart(8)}  ${'not run'.padEnd(6)}  ${script.padEnd(20)} ${what}`);
const totalCpu = times.some(([, , , cpu]) => cpu === undefined)
  ? undefined
  : times.reduce((sum, [, , , cpu]) => sum + cpu, 0);
console.info(
  `${seconds(Date.now() - started)} ${cpuColumn(totalCpu)}  total${failed ? ` (stopped: ${failed} failed)` : ''}`,
);
process.exit(failed ? 1 : 0);
