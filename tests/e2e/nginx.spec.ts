import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveWithNginx, type NginxServer } from '../../scripts/serve-nginx.mjs';
import { expect, test } from './fixtures';
import { E2E_DIST } from './support/servers';
import { returningVisitor } from './support/world';

// The build the way production serves it: Debian's nginx on deploy/nginx/ (npm run serve:nginx), with a fake
// backend of its own behind it. The rest of the suite runs on mock:server; this part proves the operator's
// path: every header as a header, the cache rules, the fallback to the app, nothing of the build's dot-folders,
// and the app working through it.

let nginx: NginxServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  nginx = await serveWithNginx({ dist: E2E_DIST });
});
test.afterAll(async () => {
  await nginx?.stop();
});

const at = (path: string) => `${nginx.origin}${path}`;

test('nginx sends every header, caches by the rules, falls back to the app and hides dot-folders', async ({
  request,
}) => {
  const policy = readFileSync(join(E2E_DIST, 'csp-header.txt'), 'utf8').trim();
  const index = readFileSync(join(E2E_DIST, 'index.html'), 'utf8');

  const home = await request.get(at('/'));
  expect(home.status()).toBe(200);
  const headers = home.headers();
  expect(headers['content-security-policy']).toBe(policy);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  // Over plain http a browser ignores HSTS, and nginx sends it only where TLS ended (here or before it).
  expect(headers['strict-transport-security']).toBeUndefined();
  const overTls = await request.get(at('/'), { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(overTls.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');

  // A client route nobody made a file for gets the app.
  const deepLink = await request.get(at('/member/deposit?from=mail'));
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toBe(index);

  // A hashed asset: a year, immutable, compressed; its headers as everywhere.
  const script = index.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script, 'index.html names its entry script').toBeDefined();
  const asset = await request.get(at(script!), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-security-policy']).toBe(policy);

  // What says which build is live, and its worker: never from a cache.
  for (const path of ['/v.json', '/sw.js']) {
    const answer = await request.get(at(path));
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('no-store');
  }

  // Never the build's manifest or any dot-file; a missing asset is a 404, not the app.
  for (const path of ['/.vite/manifest.json', '/.env', '/assets/missing-1234.js', '/assets/.hidden']) {
    const answer = await request.get(at(path));
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('<div id="root"');
  }

  // The backend's calls reach it, with their answers.
  const status = await request.get(at('/wps/system/status?device=MOBILE'), {
    headers: { Language: 'en', Merchant: 'lottoph' },
  });
  expect(status.status()).toBe(200);
  expect(((await status.json()) as { maintenance: boolean }).maintenance).toBe(false);
});

test("through nginx, home shows today's draws and a deep link opens its screen", async ({
  page,
  request,
}) => {
  await returningVisitor(page, request);
  await page.goto(at('/'));
  const draws = page.getByRole('region', { name: "Today's draws" });
  await expect(draws.getByRole('listitem').first()).toBeVisible();

  await page.goto(at('/games'));
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
});
