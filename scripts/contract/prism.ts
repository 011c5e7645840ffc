import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { freePort, stopper, waitForHttp } from './lib/fake-backend';
import { packageBin, root } from './lib/paths';
import { proxySpec } from './lib/proxy-spec';
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
  const dir = mkdtempSync(join(tmpdir(), 'lotto-contract-prism-'));
  const specFile = join(dir, 'wps-lgw.yaml');
  writeFileSync(specFile, stringify(proxySpec(), { aliasDuplicateObjects: false }));

  const prism = spawn(
    process.execPath,
    [
      packageBin('@stoplight/prism-cli', 'prism'),
      'proxy',
      specFile,
      `http://127.0.0.1:${upstreamPort}`,
      '--port',
      String(prismPort),
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  prism.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  prism.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stopPrism = stopper(prism);
  try {
    // Prism answers (with its own error, the upstream is not up yet) once it has read the contract.
    if (!(await waitForHttp(prismPort, '/v.json', prism, 180_000))) {
      console.error(`contract:prism: Prism did not start:\n${log.trim()}`);
      return 2;
    }
    console.info(`contract:prism: Prism proxy on ${prismPort}, fake backend on ${upstreamPort}`);
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
    return await new Promise<number>((resolve) => vitest.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    await stopPrism();
    rmSync(dir, { recursive: true, force: true });
  }
}

runCommand('contract:prism', main);
