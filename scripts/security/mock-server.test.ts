import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBackend, type RunningBackend } from '../contract/lib/fake-backend';
import { rawRequest, type RawAnswer } from '../contract/lib/raw-http';

// mock:server as an attacker meets it when it runs somewhere other than a developer's laptop: the real HTTP
// server in a child process, asked with the exact bytes of each attack. The requests go over a bare socket,
// not fetch: a client would normalise the paths first, and in this test process the in-process fake backend
// (MSW) answers every fetch itself.

const ask = rawRequest;

const json = <T>(answer: RawAnswer) => JSON.parse(answer.body) as T;

// A built app, and next to it what must never be served: a private folder whose name starts like the root's
// (the old prefix check let /..%2fdist-private through), a dotfile inside the root, and links out of it.
const work = mkdtempSync(join(tmpdir(), 'mock-server-security-'));
const dist = join(work, 'dist');
const OUTSIDE = 'OUTSIDE-THE-STATIC-ROOT';
const DOTFILE = 'A-DOTFILE-IN-THE-STATIC-ROOT';
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(work, 'dist-private'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>The app</title>');
writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
writeFileSync(join(dist, '.env'), `SECRET=${DOTFILE}`);
writeFileSync(join(work, 'dist-private', '.env'), `SECRET=${OUTSIDE}`);
writeFileSync(join(work, 'dist-private', 'secret.txt'), OUTSIDE);
symlinkSync(join(work, 'dist-private', 'secret.txt'), join(dist, 'linked.txt'));
symlinkSync(join(work, 'dist-private'), join(dist, 'linked-folder'));

// Two builds of the app for a deployment under open tabs: the one served first, and the next one (--next-static).
const BUILDS = { first: join(work, 'first'), next: join(work, 'next') };
for (const [name, dir] of Object.entries(BUILDS)) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>The ${name} build</title>`);
  writeFileSync(join(dir, 'v.json'), JSON.stringify({ value: { version: `build-${name}` } }));
  writeFileSync(join(dir, 'assets', `${name}-1234.js`), `console.log("${name}")`);
}

/** How many `..` climb from the static root to the file system's root. */
const depth = dist.split('/').filter(Boolean).length;

const APP_ORIGIN = 'https://app.example.ph';
let server: RunningBackend;
let revealing: RunningBackend;
let deploying: RunningBackend;

beforeAll(async () => {
  [server, revealing, deploying] = await Promise.all([
    startFakeBackend({ args: ['--static', dist, '--allow-origin', APP_ORIGIN] }),
    startFakeBackend({ args: ['--reveal-secrets'] }),
    startFakeBackend({ args: ['--static', BUILDS.first, '--next-static', BUILDS.next] }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.stop(), revealing?.stop(), deploying?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves the built app, its assets and its client routes', async () => {
    const home = await ask(server.port, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<title>The app</title>');
    expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await ask(server.port, '/assets/app-1234.js')).body).toBe('console.log("app")');
    expect((await ask(server.port, '/member/home')).body).toContain('<title>The app</title>');
    expect((await ask(server.port, '/assets/missing-1234.js')).status).toBe(404);
  });

  it.each([
    ['an encoded slash after ..', '/..%2fdist-private/.env'],
    [
      'an absolute path climbed to',
      `/${'..%2f'.repeat(depth)}${join(work, 'dist-private', 'secret.txt').slice(1).replaceAll('/', '%2f')}`,
    ],
    ['encoded dots', '/%2e%2e%2fdist-private%2fsecret.txt'],
    ['encoded dots as a segment', '/%2e%2e/dist-private/secret.txt'],
    ['double encoding', '/%252e%252e%252fdist-private%252fsecret.txt'],
    ['an encoded backslash', '/..%5cdist-private%5csecret.txt'],
    ['a raw backslash', '/..\\dist-private\\secret.txt'],
    ['a NUL byte', '/..%2fdist-private%2fsecret.txt%00.html'],
    ['a NUL byte after a real file', '/index.html%00.txt'],
    ['a link to a file outside', '/linked.txt'],
    ['a link to a folder outside', '/linked-folder/secret.txt'],
    ['a dotfile in the root', '/.env'],
  ])('never answers a file outside the root or a dotfile: %s', async (_name, target) => {
    const answer = await ask(server.port, target);
    expect(answer.body).not.toContain(OUTSIDE);
    expect(answer.body).not.toContain(DOTFILE);
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});

describe('a deployment under open tabs (POST /__mock/deploy)', () => {
  const deploy = () =>
    ask(deploying.port, '/__mock/deploy', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
  const reset = () => ask(deploying.port, '/__mock/reset', { method: 'POST' });
  /** Which build answers: a client route's page, the version file, and whether each build's script is there. */
  const served = async () => ({
    page: (await ask(deploying.port, '/games')).body,
    version: json<{ value: { version: string } }>(await ask(deploying.port, '/v.json')).value.version,
    first: (await ask(deploying.port, '/assets/first-1234.js')).status,
    next: (await ask(deploying.port, '/assets/next-1234.js')).status,
  });
  const FIRST = {
    page: '<!doctype html><title>The first build</title>',
    version: 'build-first',
    first: 200,
    next: 404,
  };
  const NEXT = {
    page: '<!doctype html><title>The next build</title>',
    version: 'build-next',
    first: 404,
    next: 200,
  };

  it('serves the next build from the deployment on, and the first one again once the world is reset, deployment after deployment', async () => {
    expect(await served()).toEqual(FIRST);
    for (let round = 0; round < 2; round++) {
      expect((await deploy()).status).toBe(200);
      expect(await served()).toEqual(NEXT);
      // Every browser test starts with a reset (tests/e2e/fixtures.ts): one that deployed leaves no trace.
      expect((await reset()).status).toBe(200);
      expect(await served()).toEqual(FIRST);
    }
  });
});

describe('who may read answers from another origin', () => {
  it('listens on this machine only unless told otherwise', () => {
    expect(server.output()).toContain(`fake backend on http://127.0.0.1:${server.port}`);
    expect(server.output()).not.toContain('WARNING');
  });

  it('gives no CORS grant to a page of another origin', async () => {
    const evil = { Origin: 'https://evil.example' };
    const answer = await ask(server.port, '/v.json', { headers: evil });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await ask(server.port, '/wps/member/info', {
      method: 'OPTIONS',
      headers: {
        ...evil,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers CORS, with credentials, for the app origin it was given', async () => {
    const answer = await ask(server.port, '/v.json', { headers: { Origin: APP_ORIGIN } });
    expect(answer.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('who may reach the fake backend and drive it', () => {
  const scenarios = async () => json<{ active: string[] }>(await ask(server.port, '/__mock/scenario')).active;
  const maintenance = (headers: Record<string, string>, body = JSON.stringify({ name: 'maintenance' })) =>
    ask(server.port, '/__mock/scenario', { method: 'POST', headers, body });

  it.each([
    ['a name of another site (DNS rebinding)', 'evil.example'],
    ['a name of another site on our port', `evil.example:PORT`],
    ['an address of this network', '192.168.1.20:PORT'],
  ])('refuses a request addressed to %s, and says why', async (_name, host) => {
    for (const target of ['/__mock/snapshot', '/', '/wps/system/status']) {
      const answer = await ask(server.port, target, {
        headers: { Host: host.replace('PORT', String(server.port)) },
      });
      expect(answer.status).toBe(421);
      expect(answer.body).toContain('only for this machine');
      expect(answer.body).not.toContain('collections');
    }
  });

  it.each(['127.0.0.1:PORT', 'localhost:PORT', '[::1]:PORT', 'localhost'])(
    'answers a request addressed to this machine as %s',
    async (host) => {
      const answer = await ask(server.port, '/v.json', {
        headers: { Host: host.replace('PORT', String(server.port)) },
      });
      expect(answer.status).toBe(200);
    },
  );

  it('refuses a control write that is not JSON: a cross-site form or text/plain post cannot switch a scenario', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const answer = await maintenance({ 'Content-Type': contentType });
      expect(answer.status).toBe(415);
      expect(answer.body).toContain('JSON');
    }
    expect((await maintenance({})).status).toBe(415);
    expect(await scenarios()).not.toContain('maintenance');
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a sandboxed or local document', 'null'],
    ['this machine on another port', 'http://127.0.0.1:1'],
  ])('refuses a control write from a page of %s, even as JSON', async (_name, origin) => {
    const answer = await maintenance({ 'Content-Type': 'application/json', Origin: origin });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('--allow-origin');
    expect(
      (await ask(server.port, '/__mock/reset', { method: 'POST', headers: { Origin: origin } })).status,
    ).toBe(403);
    expect(await scenarios()).not.toContain('maintenance');
  });

  it('takes JSON writes from a tool (no Origin), the app served here and an allowed origin, and an empty reset', async () => {
    const own = `http://127.0.0.1:${server.port}`;
    const writes: Record<string, string>[] = [
      { 'Content-Type': 'application/json' },
      { 'Content-Type': 'application/json; charset=utf-8', Origin: own },
      { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
    ];
    for (const headers of writes) {
      expect((await maintenance(headers)).status).toBe(200);
      expect(await scenarios()).toContain('maintenance');
      expect((await ask(server.port, '/__mock/scenario', { method: 'DELETE' })).status).toBe(200);
    }
    expect((await ask(server.port, '/__mock/reset', { method: 'POST' })).status).toBe(200);
    expect(
      (await ask(server.port, '/__mock/reset', { method: 'POST', headers: { Origin: own } })).status,
    ).toBe(200);
  });
});

describe('connections kept open between calls', () => {
  // A test's calls share one kept-alive connection, and a test can be quiet for seconds (an axe scan, a page
  // boot on a busy machine). Node's default closes an idle connection after 5 s; a call sent at that moment
  // met the close and failed with "socket hang up" (a browser test's world reset, once). The server promises
  // its clients a longer idle time than any test lasts, so it never closes a connection a test still uses.
  it('keeps an idle connection open for longer than a browser test lasts', async () => {
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect({ port: server.port, host: '127.0.0.1' });
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text.slice(0, text.indexOf('\r\n\r\n')));
        }
      });
      socket.on('error', reject);
      socket.write(
        `GET /v.json HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: keep-alive\r\n\r\n`,
      );
    });
    const keepAlive = /^keep-alive:\s*timeout=(\d+)/im.exec(head);
    expect(keepAlive, head).not.toBeNull();
    expect(Number(keepAlive?.[1])).toBeGreaterThanOrEqual(300);
  });
});

describe('secrets', () => {
  it('the player list shows no password or PIN', async () => {
    const answer = await ask(server.port, '/__mock/players');
    expect(answer.headers['cache-control']).toBe('no-store');
    const players = json<Record<string, unknown>[]>(answer);
    expect(players.map((p) => p.username)).toContain('juan2026');
    for (const player of players) {
      expect(player).not.toHaveProperty('password');
      expect(player).not.toHaveProperty('paymentPassword');
    }
    expect(answer.body).not.toContain('Lotto2026');
    expect(answer.body).not.toContain('246810');
  });

  it('a snapshot of the world leaves the secrets out, and cannot be restored without them', async () => {
    const answer = await ask(server.port, '/__mock/snapshot');
    expect(answer.body).not.toContain('Lotto2026');
    expect(answer.body).not.toContain('246810');
    // What the browser tests read from it is still there: balances, the books, sessions.
    const snapshot = json<{ collections: { players: { username: string; balanceMilli: number }[] } }>(answer);
    expect(snapshot.collections.players.find((p) => p.username === 'juan2026')?.balanceMilli).toBe(
      12_345_678,
    );
    const restore = await ask(server.port, '/__mock/snapshot', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: answer.body,
    });
    expect(restore.status).toBe(400);
    expect(json<{ code: string }>(restore).code).toBe('BAD_SNAPSHOT');
  });

  it('with --reveal-secrets the player list shows them', async () => {
    const players = json<{ username: string; password?: string; paymentPassword?: string }[]>(
      await ask(revealing.port, '/__mock/players'),
    );
    expect(players.find((p) => p.username === 'juan2026')).toMatchObject({
      password: 'Lotto2026',
      paymentPassword: '246810',
    });
  });
});

describe('scripts', () => {
  it('the captcha vendor endpoint answers JSON and never echoes a callback into script', async () => {
    const answer = await ask(
      server.port,
      '/__mock/captcha/load?captcha_id=mock-captcha-2f1c9a&challenge=c1&callback=alert',
    );
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).not.toContain('alert');
    expect(json<{ status: string }>(answer).status).toBe('success');
  });
});

describe('private answers', () => {
  it('an answer to a protected call is never stored, even a refusal', async () => {
    const answer = await ask(server.port, '/wps/member/info', {
      headers: { Authorization: 'Bearer nobody' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('what no answer lets the browser do', () => {
  it.each([
    ['the app page', '/'],
    ['a built asset', '/assets/app-1234.js'],
    ['an API answer', '/wps/system/status'],
    ['a refusal', '/wps/member/info'],
    ['an unknown path', '/wps/nothing-here'],
  ])(
    '%s is never sniffed for another type and leaks at most our origin as referrer',
    async (_name, target) => {
      const answer = await ask(server.port, target);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});
