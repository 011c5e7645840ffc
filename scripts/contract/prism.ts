import { spawn } from 'node:child_process';
import { freePort } from './lib/fake-backend';
import { packageBin, root } from './lib/paths';
import { startPrismProxy, type RunningPrism } from './lib/prism';
import { ensureGenerated } from './lib/schemas';
import { runCommand } from './lib/args';

// contract:prism: an outside validator checks our traffic. Stoplight Prism runs as a proxy for both contracts
// (one combined document) in front of the fake backend, and tests/prism/traffic.test.ts sends a valid call of
// every operation — encrypted ones included — through it with the app's own pipeline. Any `sl-violations`
// Prism reports, on a request or an answer, fails the run with the operation and the field. Our own
// contract:check and this check each other: two validators written by different people.

async function main(): Promise<number> {
  ensureGenerated();
  const upstreamPort = await freePort();
  const prismPort = await freePort();
  // The test run starts beside Prism, which takes seconds to read both contracts: its own start (the app's
  // modules, the fake backend) overlaps Prism's, and its first call waits until Prism answers
  // (tests/prism/traffic.test.ts).
  const vitest = spawn(
    process.execPath,
    [packageBin('vitest', 'vitest'), 'run', '--config', 'vitest.prism.config.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PRISM_URL: `http://127.0.0.1:${prismPort}`,
        PRISM_UPSTREAM_PORT: String(upstreamPort),
      },
    },
  );
  const tested = new Promise<number>((resolve) => vitest.on('exit', (code) => resolve(code ?? 1)));
  let prism: RunningPrism;
  try {
    prism = await startPrismProxy(`http://127.0.0.1:${upstreamPort}`, { port: prismPort });
  } catch (error) {
    vitest.kill('SIGTERM');
    await tested;
    console.error(`contract:prism: ${(error as Error).message}`);
    return 2;
  }
  try {
    console.info(`contract:prism: Prism proxy on ${prism.port}, fake backend on ${upstreamPort}`);
    return await tested;
  } finally {
    await prism.stop();
  }
}

runCommand('contract:prism', main);
