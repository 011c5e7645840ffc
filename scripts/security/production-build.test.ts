// @vitest-environment jsdom
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
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
import { HEADER_ONLY_DIRECTIVES, withCsp } from '../build/csp-meta';
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
    const firstLoad = head.findIndex((element) => element.matches('script, link, style'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(firstLoad);
  });

  // The hash of an element's text as the browser takes it: the DOM's own parse of the page, not the build's.
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const inlineHashes = () => {
    const document = page();
    return {
      scripts: [...document.querySelectorAll('script:not([src])')].map((s) => hashOf(s.textContent)),
      styles: [...document.querySelectorAll('style')].map((s) => hashOf(s.textContent)),
    };
  };

  it("is the header's policy, less what only a header can carry", () => {
    const meta = directives(
      page().querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
    );
    const { scripts, styles } = inlineHashes();
    expect(meta.get('default-src')).toBe("default-src 'self'");
    expect(meta.get('script-src')).toBe(`script-src 'self' ${scripts.join(' ')}`);
    expect(meta.get('style-src')).toBe(`style-src 'self' ${styles.join(' ')}`);
    expect(meta.get('object-src')).toBe("object-src 'none'");
    expect(meta.get('base-uri')).toBe("base-uri 'none'");
    expect(meta.get('form-action')).toBe("form-action 'self'");
    for (const name of HEADER_ONLY_DIRECTIVES) expect(meta.has(name)).toBe(false);
    const header = directives(contentSecurityPolicy({ ...BUILD_CSP, inlineHashes: { scripts, styles } }));
    for (const name of HEADER_ONLY_DIRECTIVES) header.delete(name);
    expect(meta).toEqual(header);
    expect(meta.get('frame-src')).toBe(`frame-src 'self' ${GAME_ORIGIN}`);
    expect(meta.get('require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect([...meta.values()].join(';')).not.toMatch(/unsafe-(inline|eval|hashes)/);
  });

  it('is the header mock:server sends with the build: the policy the build wrote, from the same options', async () => {
    const built = readFileSync(join(out, CSP_HEADER_FILE), 'utf8').trim();
    expect(built).toBe(contentSecurityPolicy({ ...BUILD_CSP, inlineHashes: inlineHashes() }));
    const entry = page().querySelector('script[type="module"]')?.getAttribute('src');
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    for (const path of ['/', '/member/home', entry!]) {
      const served = (await rawRequest(server!.port, path)).headers['content-security-policy'];
      expect(served, path).toBe(built);
    }
  });

  it('widens with the header when a deployment adds its vendors (CSP_EXTRA_SOURCES)', () => {
    const options = {
      extraSources: 'connect-src https://www.googleapis.com; frame-ancestors https://wrapper.example.ph',
    };
    const { html } = withCsp('<head><meta charset="UTF-8" /><script src="/a.js"></script></head>', options);
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

  it("allows the page's own scripts and styles: the one inline script and style by their hashes, the rest from our origin", () => {
    const document = page();
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      null,
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
    ]);
    // The inline one is the first visit's, classic, before the app's module; the module's element is empty.
    expect(scripts[0].textContent).toContain('data-first-visit');
    expect(scripts[0].getAttribute('type')).toBeNull();
    expect(scripts[1].textContent).toBe('');
    expect(document.querySelectorAll('style')).toHaveLength(1);
    // No inline event handler or style attribute anywhere: neither hash admits one.
    const attributes = [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name === 'style' || name.startsWith('on'))).toEqual([]);
    const { scripts: scriptHashes, styles: styleHashes } = inlineHashes();
    expect(scriptHashes).toHaveLength(1);
    expect(styleHashes).toHaveLength(1);
  });

  it('paints the 21+ question with the inline style alone: the whole stylesheet comes after it, outside <head>', () => {
    const document = page();
    const stylesheets = [...document.querySelectorAll('link[rel="stylesheet"]')];
    expect(stylesheets.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/),
    ]);
    const question = document.getElementById('first-paint')!;
    expect(stylesheets[0].parentElement).toBe(document.body);
    expect(question.compareDocumentPosition(stylesheets[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Every class the drawing uses has a rule in the inline style (scripts/build/boot.ts FIRST_PAINT_STYLES),
    // and that style is a small part of the whole stylesheet.
    const inline = document.querySelector('style')!.textContent;
    const classes = new Set(
      [question, ...question.querySelectorAll('*')].flatMap((element) => [...element.classList]),
    );
    expect(classes.size).toBeGreaterThan(5);
    for (const name of classes) expect(inline, name).toMatch(new RegExp(`\\.${name}[\\s,{:.[]`));
    expect(inline).toMatch(/html:not\(\[data-first-visit\]\) \.first-paint\{display:none\}/);
    const whole = readdirSync(join(out, 'assets')).find((name) => name.endsWith('.css'))!;
    expect(inline.length).toBeLessThan(readFileSync(join(out, 'assets', whole), 'utf8').length / 5);
  });
});

// A returning signed-in player's first screen is index.html's drawing of home's top, filled by the inline
// script from what device storage holds (src/app/boot/first-visit.js): run here as the browser would, over the
// built page, with storage as the app leaves it, or as anyone could have edited it.
describe('the drawn top of home for a returning player', () => {
  const built = () =>
    new DOMParser().parseFromString(readFileSync(join(out, 'index.html'), 'utf8'), 'text/html');
  const LIVE = { 'lotto.token': 'token-1', 'lotto.lastAccessAt': String(Date.now()) };
  const kept = (balance: unknown) => JSON.stringify({ id: 10000001, nickname: 'Juan', balance });

  /** The built page's body and inline script, run over `stored`, up to the end of parsing. */
  function load(stored: Record<string, string>) {
    const html = built();
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    document.documentElement.removeAttribute('data-returning-player');
    document.body.innerHTML = html.body.innerHTML;
    new Function(html.querySelector('script:not([src])')!.textContent)();
    const state = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    document.dispatchEvent(new Event('readystatechange'));
    Object.defineProperty(document, 'readyState', state);
    const drawing = document.getElementById('first-paint-home')!;
    return {
      shown: document.documentElement.hasAttribute('data-returning-player'),
      amount: drawing.querySelector('.balance-box__amount')!,
      label: drawing.querySelector('.balance-box__label')!.textContent,
    };
  }

  it('comes after the whole stylesheet, and every class it uses has a rule there', () => {
    const html = built();
    const drawing = html.getElementById('first-paint-home')!;
    const stylesheet = html.querySelector('link[rel="stylesheet"]')!;
    expect(stylesheet.compareDocumentPosition(drawing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(drawing.getAttribute('aria-hidden')).toBe('true');
    const whole = readdirSync(join(out, 'assets')).find((name) => name.endsWith('.css'))!;
    const css = readFileSync(join(out, 'assets', whole), 'utf8');
    const classes = new Set(
      [drawing, ...drawing.querySelectorAll('*')].flatMap((element) => [...element.classList]),
    );
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(css, name).toMatch(new RegExp(`\\.${name}[\\s,{:.[)]`));
  });

  it("shows the kept balance, marked as updating, for a session the app will keep, in the player's language", () => {
    let page = load({ ...LIVE, 'lotto.member': kept('₱12,345.67') });
    expect(page.shown).toBe(true);
    expect(page.amount.textContent).toBe('₱12,345.67Updating…');
    expect(page.label).toBe('Total balance');
    page = load({ ...LIVE, 'lotto.member': kept('₱12,345.67'), 'lotto.language': 'zh' });
    expect(page.amount.textContent).toBe('₱12,345.67更新中…');
    expect(page.label).toBe('总余额');
    page = load({ ...LIVE, 'lotto.member': kept('₱12,345.67'), 'lotto.language': 'fil' });
    expect(page.label).toBe('Kabuuang balanse');
  });

  it.each([
    ['no session', { 'lotto.member': kept('₱12,345.67') }],
    [
      'a session idle past the hour',
      { ...LIVE, 'lotto.lastAccessAt': String(Date.now() - 60 * 60 * 1000), 'lotto.member': kept('₱1.00') },
    ],
    ['a session with no last access', { 'lotto.token': 'token-1', 'lotto.member': kept('₱1.00') }],
    ['no kept balance', { ...LIVE, 'lotto.member': JSON.stringify({ id: 10000001 }) }],
    ['a balance that is not text', { ...LIVE, 'lotto.member': kept(12345.67) }],
    ['a balance too long to be one', { ...LIVE, 'lotto.member': kept(`₱${'9'.repeat(40)}.00`) }],
    ['a copy that is not JSON', { ...LIVE, 'lotto.member': '{"balance":' }],
  ])('is not shown for %s', (_, stored) => {
    const page = load(stored);
    expect(page.shown).toBe(false);
    expect(page.amount.textContent).toBe('Updating…');
  });

  it('sets an edited balance as text, never as markup', () => {
    const page = load({ ...LIVE, 'lotto.member': kept('<img src=x onerror=alert(1)>9.00') });
    expect(page.amount.querySelector('img')).toBeNull();
    expect(page.amount.textContent).toBe('<img src=x onerror=alert(1)>9.00Updating…');
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
