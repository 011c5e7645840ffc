// `npm test`: every stage of the gate in order, stopping at the first that fails, then each stage's wall time
// and the total, pass or fail, so a stage that grows shows in every run's last lines (docs/testing.md keeps
// the history). A stage is an npm script of its own, so any one can be run alone; `npm test -- <script> …` runs
// only those, in the order given, and `npm test -- "a|b,c"` runs `a` beside `b` then `c`.
//
// Side by side: stages that each leave a core idle run beside each other instead of one after the other. The
// CPU-bound stages (the checks, the unit and browser tests) run alone: beside anything they only take longer.
// So does the LCP check: Lighthouse's simulation multiplies the task times it observes, and beside Prism one
// returning visit read 1.50 s against 0.80 s alone. A lane can run in the background (`~`, below), taking only
// what the others leave idle. A group's output is printed one stage at a time, each as soon as it ends.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

const WHAT = {
  'contract:gen-stable': 'the contract regenerates byte for byte',
  checks: 'type check, lint, format, contract lint and coverage, the scaffold',
  'test:unit': 'unit and contract tests (vitest)',
  build: 'one production build',
  'lcp:check': "/'s largest paint under Lighthouse (first and returning visit)",
  'contract:prism': 'every operation through Prism',
  'size:check': 'size budgets on that build',
  'test:e2e:built': 'browser tests on that build (Playwright)',
};

/**
 * A step: one stage, or lanes that run side by side, each lane's stages one after the other. A lane written
 * `~a` runs in the background: at the lowest CPU priority, so it takes only what the other lanes leave idle.
 */
const STEPS = [
  ['contract:gen-stable'],
  ['checks'],
  ['test:unit'],
  ['build'],
  [['contract:prism'], ['size:check']],
  ['lcp:check'],
  ['test:e2e:built'],
];

/** `a|b,c` → lanes [[a], [b, c]]; anything else is one stage. */
const parseStep = (arg) => (arg.includes('|') ? arg.split('|').map((lane) => lane.split(',')) : [arg]);
/** A lane's stages without its background mark, and whether it had one. */
const laneOf = (lane) => ({
  background: lane[0].startsWith('~'),
  scripts: lane.map((script) => script.replace(/^~/, '')),
});
const chosen = process.argv.slice(2);
const steps = chosen.length ? chosen.map(parseStep) : STEPS;
const isLanes = (step) => Array.isArray(step[0]);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The lowest priority a process can have (Unix nice 19): it runs only on a core nothing else wants. */
const BACKGROUND = 19;

/**
 * Runs one npm script; `quiet` holds its output back and hands it over at the end (for side by side runs);
 * `background` starts it, and so everything it starts, at the lowest priority.
 */
function runStage(script, quiet = false, background = false) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    // npm takes a few hundred milliseconds to start its script, which inherits the priority set here.
    if (background && child.pid !== undefined) {
      try {
        setPriority(child.pid, BACKGROUND);
      } catch {
        // A system that refuses: the stage runs at normal priority, only slower to finish beside the others.
      }
    }
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (code) => resolve({ code, output: Buffer.concat(output).toString('utf8') });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
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

/** The machine's CPU seconds since `cpuAt` (a machineCpuSeconds() reading), undefined where either is missing. */
function cpuSince(cpuAt) {
  const cpuNow = machineCpuSeconds();
  return cpuAt === undefined || cpuNow === undefined ? undefined : cpuNow - cpuAt;
}

const started = Date.now();
/**
 * One row per stage run: [script, what, ms, cpu, verdict]; cpu is 'shared' for a stage that ran beside others
 * (its group has the CPU) and undefined where the machine does not say.
 */
const times = [];
/** One row per side-by-side group: [label, ms, cpu]. */
const groups = [];
let failed;
for (const step of steps) {
  const at = Date.now();
  const cpuAt = machineCpuSeconds();
  if (!isLanes(step)) {
    const [script] = step;
    const { code } = await runStage(script);
    times.push([script, WHAT[script] ?? '', Date.now() - at, cpuSince(cpuAt), code === 0 ? 'ok' : 'FAILED']);
    if (code !== 0) failed = script;
  } else {
    const lanes = step.map(laneOf);
    const failures = await Promise.all(
      lanes.map(async ({ background, scripts }) => {
        for (const script of scripts) {
          const begun = Date.now();
          console.info(
            `\n> ${script}: started${background ? ' in the background' : ''} beside ${lanes
              .flatMap((lane) => lane.scripts)
              .filter((s) => s !== script)
              .join(', ')}`,
          );
          const { code, output } = await runStage(script, true, background);
          process.stdout.write(
            `\n> ${script} (${seconds(Date.now() - begun).trim()}, ${code === 0 ? 'ok' : 'FAILED'}):\n${output}`,
          );
          times.push([
            script,
            WHAT[script] ?? '',
            Date.now() - begun,
            'shared',
            code === 0 ? 'ok' : 'FAILED',
          ]);
          if (code !== 0) return script;
        }
        return undefined;
      }),
    );
    groups.push([
      lanes.map(({ background, scripts }) => `${background ? '~' : ''}${scripts.join(' then ')}`).join(' | '),
      Date.now() - at,
      cpuSince(cpuAt),
    ]);
    failed = failures.find(Boolean);
  }
  if (failed) break;
}

const cpuColumn = (cpu) =>
  (cpu === undefined ? '-' : cpu === 'shared' ? 'beside' : `${cpu.toFixed(0)} s`).padStart(8);
console.info("\nnpm test, stage by stage (wall time; the machine's CPU time, all cores):");
for (const [script, what, ms, cpu, verdict] of times)
  console.info(`${seconds(ms)} ${cpuColumn(cpu)}  ${verdict.padEnd(6)}  ${script.padEnd(20)} ${what}`);
const ran = new Set(times.map(([script]) => script));
for (const script of steps
  .flat(2)
  .map((script) => script.replace(/^~/, ''))
  .filter((script) => !ran.has(script)))
  console.info(
    `${'-'.padStart(7)} ${'-'.padStart(8)}  ${'not run'.padEnd(6)}  ${script.padEnd(20)} ${WHAT[script] ?? ''}`,
  );
for (const [label, ms, cpu] of groups)
  console.info(`${seconds(ms)} ${cpuColumn(cpu)}  side by side: ${label}`);
const cpus = [
  ...times.filter(([, , , cpu]) => cpu !== 'shared').map(([, , , cpu]) => cpu),
  ...groups.map(([, , cpu]) => cpu),
];
const totalCpu = cpus.some((cpu) => cpu === undefined) ? undefined : cpus.reduce((sum, cpu) => sum + cpu, 0);
console.info(
  `${seconds(Date.now() - started)} ${cpuColumn(totalCpu)}  total${failed ? ` (stopped: ${failed} failed)` : ''}`,
);
process.exit(failed ? 1 : 0);
