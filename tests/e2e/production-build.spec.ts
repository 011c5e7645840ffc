import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { MOCK_PRIVATE_KEY } from '../../mock/lib/keys';
import { E2E_DIST } from './support/servers';
import { JUAN } from './auth-kit';
import { deviceMemberCopy, signIn } from './support/session';

// The browser tests run the production build, so this is the place to prove what it ships: no fake backend,
// no demo accounts, and the encryption code split away from the first page's JavaScript.

// The build the test servers serve (tests/e2e/support/servers.ts).
const assets = join(process.cwd(), E2E_DIST, 'assets');
const scripts = () => readdirSync(assets).filter((f) => f.endsWith('.js'));
const read = (file: string) => readFileSync(join(assets, file), 'utf8');

test('the production build ships no fake-backend code and no demo accounts', () => {
  const all = scripts().map(read).join('\n');
  const privateKeyLine = MOCK_PRIVATE_KEY.split('\n')[1];
  for (const marker of [privateKeyLine, 'setupWorker', 'mockServiceWorker', 'juan2026', 'Lotto2026']) {
    expect(all.includes(marker), `dist/assets contains ${marker.slice(0, 24)}`).toBe(false);
  }
});

test('the first page loads the encryption code only when an encrypted call is made', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // Rolldown names a lazy chunk after its entry module, src/api/encryption.ts.
  const encryptionChunk = scripts().find((f) => f.startsWith('encryption-'));
  expect(encryptionChunk, 'jsencrypt sits in a chunk of its own').toBeDefined();
  expect(loaded.some((path) => path.endsWith(encryptionChunk!))).toBe(false);
});

// The first screen is index.html's own: a first visit's 21+ question is drawn by the HTML and its inline
// style and script (scripts/build/boot.ts), and the app's code runs only after that frame (src/app/boot/start.ts).
const distFolder = join(process.cwd(), E2E_DIST);
const ageTitle = 'Are you 21 or over?';
/** The app's modules: every script the page fetches (the first visit's is inline). */
const APP_MODULES = /\/assets\/[^/]+\.js$/;

test("a first visit sees the 21+ question before any of the app's JavaScript has arrived", async ({
  page,
}) => {
  await page.route(APP_MODULES, (route) => route.abort());
  await page.goto('/');
  // The drawing has no behaviour (aria-hidden, buttons disabled) until the app's own question replaces it.
  await expect(page.getByText(ageTitle)).toBeVisible();
  await expect(page.getByText('Yes, I am 21 or over')).toBeDisabled();
});

test('a returning visitor is not shown the drawn question', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
  await page.route(APP_MODULES, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#first-paint')).toBeHidden();
});

// The whole stylesheet sits after the drawn question, at the end of <body> (scripts/build/boot.ts): the app's
// module, a deferred script, still waits for it, so nothing the app draws is ever on the screen unstyled.
test('the app draws nothing before the whole stylesheet has arrived, even when it comes after the app module', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('lotto.ageGate', 'agreed');
    const seen = window as unknown as { __styledAtFirstDraw?: boolean };
    new MutationObserver((_records, observer) => {
      if (!document.getElementById('root')?.firstChild) return;
      observer.disconnect();
      seen.__styledAtFirstDraw = [...document.styleSheets].some(
        (sheet) => sheet.href?.includes('/assets/style-') ?? false,
      );
    }).observe(document, { childList: true, subtree: true });
  });
  const entryArrived = page.waitForResponse(/\/assets\/index-[^/]+\.js$/);
  await page.route(/\/assets\/style-[^/]+\.css$/, async (route) => {
    await entryArrived;
    await route.continue();
  });
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __styledAtFirstDraw?: boolean }).__styledAtFirstDraw),
    )
    .toBe(true);
});

test("the first frame is on the screen before the app's code starts, and the app then takes over", async ({
  page,
}) => {
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: ageTitle });
  await expect(gate.getByRole('button', { name: 'Yes, I am 21 or over' })).toBeEnabled();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const [paint, appStart] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance.getEntriesByName('lotto:app-start')[0]?.startTime,
  ]);
  expect(paint, 'the first contentful paint').toBeGreaterThan(0);
  expect(appStart, 'the app-start mark').toBeGreaterThan(paint!);
});

// A returning signed-in player meets the top of home drawn by index.html with the balance home showed last
// time, marked as updating (src/app/boot/first-visit.js); the app's first render puts its own page in the
// drawing's place, where the server's answer replaces the kept balance.
test("a returning player sees the balance kept from last time, marked as updating, before any of the app's code, and the server's in its place", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
  await signIn(page, JUAN);
  await page.evaluate(() => {
    const copy = JSON.parse(localStorage.getItem('lotto.member')!) as Record<string, unknown>;
    localStorage.setItem('lotto.member', JSON.stringify({ ...copy, balance: '₱9,876.50' }));
  });

  await page.route(APP_MODULES, (route) => route.abort());
  await page.goto('/');
  const drawn = page.locator('#first-paint-home');
  await expect(drawn.getByText('Total balance')).toBeVisible();
  await expect(drawn.locator('.balance-box__amount')).toHaveText('₱9,876.50Updating…');
  const drawnAt = (await drawn.getByText('₱9,876.50').boundingBox())!;

  await page.unroute(APP_MODULES);
  await page.goto('/');
  const box = page.getByRole('region', { name: 'Total balance' });
  await expect(box.getByText('₱12,345.67')).toBeVisible();
  await expect(box.getByText('Updating…')).toBeHidden();
  await expect(drawn).toHaveCount(0);
  // In place: the app's amount starts where the drawn one did.
  const shownAt = (await box.getByText('₱12,345.67').boundingBox())!;
  expect(Math.abs(shownAt.x - drawnAt.x), 'left edge').toBeLessThanOrEqual(1);
  expect(Math.abs(shownAt.y - drawnAt.y), 'top edge').toBeLessThanOrEqual(1);
  // And the balance shown is the one kept for the next start.
  await expect.poll(() => deviceMemberCopy(page)).toMatchObject({ balance: '₱12,345.67' });
});

test('a signed-out visitor or a lapsed session is not shown a drawn balance', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
  await signIn(page, JUAN);
  await page.evaluate(() => {
    const copy = JSON.parse(localStorage.getItem('lotto.member')!) as Record<string, unknown>;
    localStorage.setItem('lotto.member', JSON.stringify({ ...copy, balance: '₱9,876.50' }));
    // Past the idle hour: the app will not keep this session.
    localStorage.setItem('lotto.lastAccessAt', String(Date.now() - 61 * 60 * 1000));
  });
  await page.route(APP_MODULES, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#first-paint-home')).toBeHidden();
  await expect(page.getByText('₱9,876.50')).toBeHidden();
});

/** The chunks the entry starts (React and the app) and their static imports, from the build's manifest. */
function startedChunks(): string[] {
  const manifest = JSON.parse(readFileSync(join(distFolder, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
  const imported = new Set(entry.imports ?? []);
  const started = new Set<string>();
  const visit = (key: string) => {
    if (started.has(key) || imported.has(key) || !manifest[key]) return;
    started.add(key);
    manifest[key].imports?.forEach(visit);
  };
  entry.dynamicImports?.forEach(visit);
  return [...started].map((key) => `/${manifest[key].file}`);
}

test("a first visit fetches the app's code only once the drawn question is on the screen", async ({
  page,
}) => {
  const chunks = startedChunks();
  expect(chunks.length, 'the entry starts React and the app').toBeGreaterThanOrEqual(2);
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: ageTitle })).toBeVisible();
  const timings = await page.evaluate(
    (paths) => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      fetched: performance
        .getEntriesByType('resource')
        .filter((entry) => paths.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }),
    chunks,
  );
  expect(timings.fetched).toHaveLength(chunks.length);
  for (const start of timings.fetched) expect(start).toBeGreaterThanOrEqual(timings.paint);
});

test('the chunks every page starts with ask Chrome to compile them while they download', () => {
  for (const chunk of startedChunks().filter((path) => /\/(react|app)-/.test(path))) {
    expect(readFileSync(join(distFolder, chunk), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(
      true,
    );
  }
  expect(startedChunks().filter((path) => /\/(react|app)-/.test(path))).toHaveLength(2);
});
