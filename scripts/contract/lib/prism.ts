import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { freePort, stopper, waitForHttp } from './fake-backend';
import { packageBin, root } from './paths';
import { proxySpec } from './proxy-spec';

// Stoplight Prism as a validating proxy for both contracts: shared by `npm run contract:prism` (every
// operation's example through the app's pipeline) and the browser suite's `prism` project (the app's real
// flows). What it finds is put into words by ./prism-violations. How Prism is run (its one contract file, its
// process) is also the one `npm run contract:proxy` and the dynamic mock (./contract-mock) use.

export interface RunningPrism {
  url: string;
  port: number;
  /** What Prism printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `prism proxy` for both contracts (one combined document: Prism takes one per process) in front of
 * `upstream`, and resolves once it answers. Without `--errors` it forwards every call, valid or not, and
 * reports what it finds in the `sl-violations` answer header.
 */
export async function startPrismProxy(
  upstream: string,
  options: { port?: number; timeoutMs?: number } = {},
): Promise<RunningPrism> {
  const port = options.port ?? (await freePort());
  const contract = writePrismContract('lotto-contract-prism-');
  const { prism, output } = spawnPrism([
    'proxy',
    contract.specFile,
    upstream,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
  ]);
  const stopPrism = stopper(prism);
  const stop = async () => {
    await stopPrism();
    contract.remove();
  };
  // Prism answers (with its own error while the upstream is not up yet) once it has read the contract.
  if (!(await waitForHttp(port, '/v.json', prism, options.timeoutMs ?? 180_000))) {
    await stop();
    throw new Error(`Prism did not start:\n${output().trim()}`);
  }
  return { url: `http://127.0.0.1:${port}`, port, output, stop };
}

/**
 * Both contracts as the one document Prism takes (one per process), written into a fresh temporary folder
 * named from `prefix`; `remove` deletes the folder.
 */
export function writePrismContract(prefix: string): { specFile: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const specFile = join(dir, 'wps-lgw.yaml');
  writeFileSync(specFile, stringify(proxySpec(), { aliasDuplicateObjects: false }));
  return { specFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The arguments that run the Prism CLI with `args` under this Node (`spawn(process.execPath, …)`). */
export function prismArgv(args: string[]): string[] {
  return [packageBin('@stoplight/prism-cli', 'prism'), ...args];
}

/** Runs the Prism CLI with `args` from the project root, keeping what it prints for an error message. */
export function spawnPrism(args: string[]): { prism: ChildProcess; output: () => string } {
  const prism = spawn(process.execPath, prismArgv(args), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  prism.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  prism.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { prism, output: () => log };
}
