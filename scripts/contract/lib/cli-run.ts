import { spawn } from 'node:child_process';
import { freePort, stopper, waitForHttp } from './fake-backend';
import { root } from './paths';

// The contract commands' own tests run them as a backend team would, in child processes: the test process's
// fetch is answered by the in-process fake backend, so a call made from it would never reach a real server.

/** Runs a TypeScript script of this repository as `tsx` would, collecting everything it prints. */
export function runScript(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = startScript(script, args);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

function startScript(script: string, args: string[]) {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Runs `body` against the drift proxy in front of `target`: a server that answers one field wrong, as the
 * `rule` arguments of scripts/contract/drift-proxy.ts say.
 */
export async function withDriftProxy<T>(
  target: string,
  rule: string[],
  body: (url: string) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const child = startScript('scripts/contract/drift-proxy.ts', [
    '--target',
    target,
    '--port',
    String(port),
    ...rule,
  ]);
  try {
    if (!(await waitForHttp(port, '/v.json', child, 20_000))) throw new Error('drift proxy did not start');
    return await body(`http://127.0.0.1:${port}`);
  } finally {
    await stopper(child)();
  }
}
