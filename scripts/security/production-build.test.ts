// @vitest-environment jsdom
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_HEADER_FILE } from '../../src/lib/csp';
import { cspMeta, HEADER_ONLY_DIRECTIVES } from '../build/csp-meta';
import { dropMockWorker, MOCK_WORKER_FILE } from '../build/mock-worker';
import { startFakeBackend, type RunningBackend } from '../contract/lib/fake-backend';
import { root } from '../contract/lib/paths';
import { rawRequest } from '../contract/lib/raw-http';

// What a production build (`vite build`, mode production) puts in front of players: built here into a folder
// of its own, then read file by file.

const out = mkdtempSync(join(tmpdir(), 'production-build-'));
const BUILD_ID = 'test-build-7f3a9c';
// A deployment's build: its vendors and a game site of its own widen the policy beyond the default one.
const GAME_ORIGIN = 'https://games.lottoph.example';
const EXTRA_SOURCES = 'connect-src https://www.googleapis.com';
const BUILD_CSP = { gameOrigin: GAME_ORIGIN, extraSources: EXTRA_SOURCES };

function build(): Promise<string> {
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
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, BUILD_ID, VITE_GAME_ORIGIN: GAME_ORIGIN, CSP_EXTRA_SOURCES: EXTRA_SOURCES },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`vite build failed:\n${output}`)),
    );
  });
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

let server: RunningBackend | undefined;

beforeAll(async () => {
  await build();
  server = await startFakeBackend({ args: ['--static', out] });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(out, { recursive: true, force: true });
});

describe('no development code in a production build', () => {
  it('ships no mock service worker', () => {
    const names = filesIn(out).map((file) => relative(out, file));
    expect(names).toContain('index.html');
    expect(names.filter((name) => name.endsWith(MOCK_WORKER_FILE))).toEqual([]);
  });

  // The device overrides `lotto.dev.captchaScript` and `lotto.dev.firebaseAuthEmulator` do ship: the browser
  // tests run this very build against mock:server and set them (tests/e2e/auth-kit.ts). It reads them only in
  // a browser driven by automation, and each accepts only our own origin or a loopback address
  // (src/services/auth-vendors.ts). The /test pages are in the product spec.
  it.each([
    ['the MSW worker', 'INTEGRITY_CHECK_REQUEST'],
    ['the MSW worker', 'mockServiceWorker'],
    ['the MSW browser runner', 'setupWorker'],
    ["the fake backend's endpoints", '/__mock/'],
    ["the dev panel's switches", 'lotto-mock/'],
    ['the seeded logins', 'juan2026'],
    ['the seeded password', 'Lotto2026'],
  ])('no file carries %s (%s)', (_what, marker) => {
    const carriers = filesIn(out)
      .filter((file) => /\.(html|js|css|json|txt|svg)$/.test(file))
      .filter((file) => readFileSync(file, 'utf8').includes(marker))
      .map((file) => relative(out, file));
    expect(carriers).toEqual([]);
  });

  it('a mock build (VITE_API_MOCK=1) keeps the worker its app registers', () => {
    const mockOut = join(out, 'mock-build');
    mkdirSync(mockOut);
    writeFileSync(join(mockOut, MOCK_WORKER_FILE), '// worker');
    const plugin = dropMockWorker();
    const run = (env: Record<string, string>) => {
      const config = { root, build: { outDir: mockOut }, env } as unknown as ResolvedConfig;
      (plugin.configResolved as (config: ResolvedConfig) => void)(config);
      (plugin.writeBundle as () => void)();
    };
    run({ VITE_API_MOCK: '1' });
    expect(existsSync(join(mockOut, MOCK_WORKER_FILE))).toBe(true);
    run({});
    expect(existsSync(join(mockOut, MOCK_WORKER_FILE))).toBe(false);
  });
});

describe('the Content Security Policy in index.html', () => {
  const directives = (policy: string) =>
    new Map(
      policy
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.split(/\s+/)[0], d] as const),
    );
  // Parsed as the browser parses it (the jsdom environment's DOMParser).
  const page = () =>
    new DOMParser().parseFromString(readFileSync(join(out, 'index.html'), 'utf8'), 'text/html');

  it('carries the policy in a <meta>, ahead of every script and style sheet', () => {
    const document = page();
    const metas = document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
    expect(metas).toHaveLength(1);
    const head = [...document.head.children];
    const at = head.indexOf(metas[0]);
    const firstLoad = head.findIndex((element) => element.matches('script, link'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(firstLoad);
  });

  it("is the header's policy, less what only a header can carry", () => {
    const meta = directives(
      page().querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
    );
    expect(meta.get('default-src')).toBe("default-src 'self'");
    expect(meta.get('script-src')).toBe("script-src 'self'");
    expect(meta.get('object-src')).toBe("object-src 'none'");
    expect(meta.get('base-uri')).toBe("base-uri 'none'");
    expect(meta.get('form-action')).toBe("form-action 'self'");
    for (const name of HEADER_ONLY_DIRECTIVES) expect(meta.has(name)).toBe(false);
    const header = directives(contentSecurityPolicy(BUILD_CSP));
    for (const name of HEADER_ONLY_DIRECTIVES) header.delete(name);
    expect(meta).toEqual(header);
    expect(meta.get('frame-src')).toBe(`frame-src 'self' ${GAME_ORIGIN}`);
    expect(meta.get('require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect([...meta.values()].join(';')).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('is the header mock:server sends with the build: the policy the build wrote, from the same options', async () => {
    const built = readFileSync(join(out, CSP_HEADER_FILE), 'utf8').trim();
    expect(built).toBe(contentSecurityPolicy(BUILD_CSP));
    const firstVisit = page().querySelector('script[src*="first-visit"]')?.getAttribute('src');
    expect(firstVisit).toMatch(/^\/assets\/first-visit-[\w-]{8}\.js$/);
    for (const path of ['/', '/member/home', firstVisit!]) {
      const served = (await rawRequest(server!.port, path)).headers['content-security-policy'];
      expect(served, path).toBe(built);
    }
    // Named by its content, the classic script is kept like the chunks: a returning visit does not ask for it
    // again before anything on the page can run.
    expect((await rawRequest(server!.port, firstVisit!)).headers['cache-control']).toContain('immutable');
  });

  it('widens with the header when a deployment adds its vendors (CSP_EXTRA_SOURCES)', () => {
    const options = {
      extraSources: 'connect-src https://www.googleapis.com; frame-ancestors https://wrapper.example.ph',
    };
    const transform = cspMeta(options).transformIndexHtml as (html: string) => string;
    const html = transform('<head><meta charset="UTF-8" /><script src="/a.js"></script></head>');
    const content = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const header = directives(contentSecurityPolicy(options));
    for (const name of HEADER_ONLY_DIRECTIVES) header.delete(name);
    expect(directives(content)).toEqual(header);
    expect(directives(content).get('connect-src')).toBe("connect-src 'self' https://www.googleapis.com");
  });

  it('names its referrer policy itself, for hosts and wrapper apps that send no header', () => {
    const metas = page().querySelectorAll('meta[name="referrer"]');
    expect([...metas].map((meta) => meta.getAttribute('content'))).toEqual([
      'strict-origin-when-cross-origin',
    ]);
  });

  it("allows the page's own scripts: none is inline, every one comes from our origin", () => {
    const scripts = [...page().querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      expect.stringMatching(/^\/assets\/first-visit-[\w-]{8}\.js$/),
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
    ]);
    for (const script of scripts) expect(script.textContent).toBe('');
  });
});

// GET /v.json (product spec sections 4 and 7) is a file of the deployment, not a backend call: every production
// build writes it with the build id the app itself is built with, and a deployed app compares the two.
describe('the version file of a build', () => {
  it('writes dist/v.json with the build id the app is built with', () => {
    expect(JSON.parse(readFileSync(join(out, 'v.json'), 'utf8'))).toEqual({ value: { version: BUILD_ID } });
    const scripts = readdirSync(join(out, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(out, 'assets', name), 'utf8'));
    expect(scripts.filter((code) => code.includes(BUILD_ID))).toHaveLength(1);
  });

  it('is what mock:server serves for /v.json, until the new-version scenario offers another', async () => {
    const port = server!.port;
    const version = async () => JSON.parse((await rawRequest(port, '/v.json')).body) as unknown;
    const scenario = async (body: object) =>
      (
        await rawRequest(port, '/__mock/scenario', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status;
    const served = await rawRequest(port, '/v.json');
    expect(served.status).toBe(200);
    expect(JSON.parse(served.body)).toEqual({ value: { version: BUILD_ID } });
    expect(served.headers['cache-control']).toBe('no-cache');

    expect(await scenario({ name: 'new-version', params: { version: 'next-build' } })).toBe(200);
    expect(await version()).toEqual({ value: { version: 'next-build' } });
    expect(await scenario({ name: 'new-version', on: false })).toBe(200);
    expect(await version()).toEqual({ value: { version: BUILD_ID } });
  });
});
