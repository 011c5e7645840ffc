import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './contract/lib/raw-http';
import { choosePorts } from './ports.mjs';
import { serveBuild } from './served-app.mjs';

// A run only ever uses servers it started itself. Two clones' runs on one machine once shared the fixed ports
// 4310/4311 (browser tests) and 4390 (size check): one run reset and tested the other's fake backend, built
// from other code, while that run's tests were in flight. Here decoys listen where those servers used to, and
// also answer /v.json as a served build would; nothing of a run may reach them.

interface Decoy {
  port: number;
  requests: string[];
  close: () => Promise<void>;
}

/**
 * A server that looks like a served build (it answers /v.json) and writes down every request it gets. A port
 * something else already holds (another run on this machine) is as good a decoy: nothing may reach it either,
 * but only our own decoys can tell what they were asked.
 */
function startDecoy(port: number): Promise<Decoy> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"buildId":"another clone\'s build"}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve({ port, requests, close: async () => {} }) : reject(error),
    );
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

let decoys: Decoy[] = [];
const work = mkdtempSync(join(tmpdir(), 'own-servers-'));
const BUILD_ID = `this checkout ${Date.now()}`;

beforeAll(async () => {
  // The ports the browser tests and the size check listened on before; taken by someone else now.
  decoys = await Promise.all([4310, 4311, 4390].map(startDecoy));
  writeFileSync(join(work, 'index.html'), '<!doctype html><title>The app</title>');
  writeFileSync(join(work, 'v.json'), JSON.stringify({ buildId: BUILD_ID }));
});

afterAll(async () => {
  await Promise.all(decoys.map((decoy) => decoy.close()));
  rmSync(work, { recursive: true, force: true });
  for (const decoy of decoys) expect(decoy.requests, `the decoy on ${decoy.port}`).toEqual([]);
});

const decoyPorts = () => decoys.map((decoy) => decoy.port);

/** What Playwright's config chooses, in a process of its own as Playwright loads it, with `env` added. */
function playwrightConfig(env: Record<string, string>) {
  const { E2E_PORTS_CHOSEN: _chosen, E2E_PORT: _pinned, ...inherited } = process.env;
  const script = `
    const { default: config } = await import('./playwright.config.ts');
    console.log(JSON.stringify(config.webServer.map((s) => ({ url: s.url, reuse: s.reuseExistingServer }))));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...inherited, CI: '', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the browser tests (npx playwright test, without CI)', () => {
  it('start fake backends of their own on free ports, never reusing one that answers', () => {
    const servers = JSON.parse(playwrightConfig({})) as { url: string; reuse: boolean }[];
    expect(servers).toHaveLength(2);
    for (const { url, reuse } of servers) {
      expect(reuse).toBe(false);
      expect(decoyPorts()).not.toContain(Number(new URL(url).port));
    }
  });

  it('refuse at once, saying why, when the pinned port is taken', () => {
    expect(() => playwrightConfig({ E2E_PORT: '4310' })).toThrow(
      /port 4310, 4311 is already in use.*Unset E2E_PORT/s,
    );
  });
});

describe('the size and speed scripts (scripts/served-app.mjs)', () => {
  it('serve the build from a server they started, on a free port', async () => {
    const server = await serveBuild(work);
    try {
      const port = Number(new URL(server.origin).port);
      expect(decoyPorts()).not.toContain(port);
      const answer = await rawRequest(port, '/v.json');
      expect(JSON.parse(answer.body)).toEqual({ buildId: BUILD_ID });
    } finally {
      server.kill();
    }
  }, 60_000);

  it('refuse a pinned port another server holds, instead of measuring that one', async () => {
    await expect(serveBuild(work, 4390, { variable: 'SIZE_PORT' })).rejects.toThrow(
      /port 4390 is already in use.*Unset SIZE_PORT/s,
    );
  });
});

describe('choosing ports', () => {
  it('picks different free ports, none of them taken', async () => {
    const ports = await choosePorts(3);
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) expect(decoyPorts()).not.toContain(port);
  });
});
