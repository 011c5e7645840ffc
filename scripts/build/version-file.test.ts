import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBackend, type RunningBackend } from '../contract/lib/fake-backend';
import { root } from '../contract/lib/paths';
import { buildId } from './version-file';

// GET /v.json (product spec sections 4 and 7) is a file of the deployment, not a backend call: every
// production build writes it with the build id the app itself is built with, and a deployed app compares
// the two. Built here into a folder of its own, then served by mock:server as the browser tests serve it.

const out = mkdtempSync(join(tmpdir(), 'version-file-'));
const BUILD_ID = 'test-build-7f3a9c';

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        out,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BUILD_ID } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed:\n${output}`))));
  });
}

/**
 * One GET over a bare socket (HTTP/1.0: one answer, then the server closes): in this process the in-process
 * fake backend answers every fetch and http request itself, so only a socket reaches the child server.
 */
function get(port: number, path: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      resolve({
        status: Number(head.split(' ')[1]),
        headers: head.toLowerCase(),
        body: text.slice(split + 4),
      });
    });
    socket.write(`GET ${path} HTTP/1.0\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  });
}

let server: RunningBackend | undefined;

beforeAll(async () => {
  await build();
  server = await startFakeBackend({ args: ['--static', out] });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(out, { recursive: true, force: true });
});

describe('the version file of a build', () => {
  it('writes dist/v.json with the build id the app is built with', () => {
    expect(JSON.parse(readFileSync(join(out, 'v.json'), 'utf8'))).toEqual({ value: { version: BUILD_ID } });
    const scripts = readdirSync(join(out, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(out, 'assets', name), 'utf8'));
    expect(scripts.filter((code) => code.includes(BUILD_ID))).toHaveLength(1);
  });

  it('names a build by the package version and the time when BUILD_ID is not set', () => {
    const at = new Date('2026-03-02T01:02:03.456Z');
    expect(buildId({}, at)).toMatch(/^\d+\.\d+\.\d+-20260302\.010203$/);
    expect(buildId({ BUILD_ID: ' 1.8.3-20260214.1 ' }, at)).toBe('1.8.3-20260214.1');
  });

  it('is what mock:server serves for /v.json, until the new-version scenario offers another', async () => {
    const port = server!.port;
    const served = await get(port, '/v.json');
    expect(served.status).toBe(200);
    expect(JSON.parse(served.body)).toEqual({ value: { version: BUILD_ID } });
    expect(served.headers).toMatch(/cache-control: no-cache/);

    const on = await fetchControl(port, { name: 'new-version', params: { version: 'next-build' } });
    expect(on).toBe(200);
    expect(JSON.parse((await get(port, '/v.json')).body)).toEqual({ value: { version: 'next-build' } });
    expect(await fetchControl(port, { name: 'new-version', on: false })).toBe(200);
    expect(JSON.parse((await get(port, '/v.json')).body)).toEqual({ value: { version: BUILD_ID } });
  });
});

/** POST /__mock/scenario over a bare socket; resolves with the status. */
function fetchControl(port: number, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(Number(Buffer.concat(chunks).toString('utf8').split(' ')[1])));
    socket.write(
      `POST /__mock/scenario HTTP/1.0\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  });
}
