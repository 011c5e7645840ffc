import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { choosePort } from '../../ports.mjs';
import { root } from './paths';

// Runs mock/server.ts (the HTTP fake backend) as a child process so the contract tools can be used with no
// real backend at all. `node --import tsx` keeps it one process: stopping it needs no signal relaying.

export interface RunningBackend {
  url: string;
  port: number;
  /** What the server printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

/** A port nothing listens on, picked by the system (scripts/ports.mjs). */
export const freePort = (): Promise<number> => choosePort();

/**
 * Sends a bare HTTP GET over a TCP socket and resolves true on any answer. Deliberately not fetch: under
 * vitest the in-process fake backend (MSW) answers every fetch itself, whether or not the child is up.
 */
export function httpAnswers(port: number, path: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
    socket.once('data', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Polls until the server answers HTTP; fails early when the child process has already exited. */
export async function waitForHttp(
  port: number,
  path: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    // A long wait per attempt: the fake backend seeds its world on the first request.
    if (await httpAnswers(port, path, 15_000)) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

export function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Starts the fake backend on a free port of 127.0.0.1 and resolves once it answers HTTP. `args` are more of
 * mock:server's flags (--static, --allow-origin, --reveal-secrets).
 */
export async function startFakeBackend(
  options: { args?: string[]; timeoutMs?: number } = {},
): Promise<RunningBackend> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // mock/server.ts from its bundle (scripts/mock-server-bundle.mjs): a start costs a quarter of tsx's CPU.
  const child = spawn(
    process.execPath,
    ['scripts/mock-server-bundle.mjs', '--port', String(port), ...(options.args ?? [])],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = stopper(child);
  if (await waitForHttp(port, '/v.json', child, options.timeoutMs ?? 60_000))
    return { url, port, output: () => output, stop };
  await stop();
  throw new Error(`The fake backend (mock/server.ts) did not start on ${url}:\n${output.trim()}`);
}
