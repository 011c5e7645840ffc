import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { E2E_DIST, E2E_DIST_NEXT } from './support/servers';
import { signIn } from './support/session';
import { PLAYER, returningVisitor } from './support/world';

// Issue 20 item 7, installable and offline: the production build's manifest and service worker
// (src/app/pwa, docs/spec-decisions.md "Installable and offline"). The other specs block service workers.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

/** Once the app's worker controls the page and has saved today's games, as the first visit leaves it. */
async function afterOneOnlineVisit(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: "Today's draws" }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('lotto-results-v1');
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      }),
    )
    .toContain('/lgw/pl/numeros/today_games');
}

test.describe('issue 20 §7 installable and offline', () => {
  // One installed worker for three cases: its install, which every case starts from, is most of each one's cost.
  test('§7 installable; offline, a reload of / shows the last results; money, login and member calls are never saved on the device', async ({
    page,
    context,
  }) => {
    await afterOneOnlineVisit(page);

    await test.step("§7 the app is installable: its manifest, icons and theme colour pass the browser's own checks", async () => {
      // What Lighthouse's installability audit asked the browser (Lighthouse 12 has no PWA category any more).
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // Every test's browser context is an incognito one, where nothing installs; that is the only error allowed.
      expect(
        installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
      ).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(new URL(url).pathname).toBe('/manifest.webmanifest');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f2c75');
      await cdp.detach();
    });

    await test.step('§7 offline, a reload of / after one online visit shows the last results, marked offline with their time', async () => {
      const draws = page.getByRole('region', { name: "Today's draws" });
      const gamesOnline = await draws.getByRole('heading', { level: 3 }).allTextContents();
      const resultsOnline = await draws.getByText(/^Latest result:/).allTextContents();
      expect(gamesOnline.length).toBeGreaterThan(0);

      await context.setOffline(true);
      await page.reload();

      await expect(page.getByRole('status').filter({ hasText: 'Network not available' })).toContainText(
        /Showing results saved \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} \(Manila time\)/,
      );
      await expect(draws.getByRole('heading', { level: 3 })).toHaveText(gamesOnline);
      await expect(draws.getByText(/^Latest result:/)).toHaveText(resultsOnline);
      await context.setOffline(false);
    });

    await test.step('§7 money, login and member calls are never saved on the device', async () => {
      await signIn(page, PLAYER);
      await afterOneOnlineVisit(page);
      // Again, now that every call of the page goes through the worker.
      const balanceAsked = page.waitForResponse((response) =>
        response.url().includes('/wps/v2/wallets/balance'),
      );
      await page.reload();
      expect((await balanceAsked).ok()).toBe(true);
      await expect(page.getByRole('region', { name: 'Total balance' })).toContainText('₱');
      // Home asks the member, the balance, the status, announcements and the version; only lottery data is kept.
      const saved = await page.evaluate(async () => {
        const names = await caches.keys();
        const urls: string[] = [];
        for (const name of names) {
          for (const request of await (await caches.open(name)).keys())
            urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      expect(saved.filter((path) => /^\/(wps|lgw)\//.test(path))).toEqual(
        expect.arrayContaining(['/lgw/pl/numeros/today_games']),
      );
      expect(saved.filter((path) => path.startsWith('/wps/') || path === '/v.json')).toEqual([]);
    });
  });

  test('§7 a required update moves every open tab onto the new build, through its new worker', async ({
    page,
    context,
    request,
  }) => {
    /** The entry script a build's index.html starts: which build a tab runs. */
    const entryOf = (dir: string) =>
      readFileSync(join(dir, 'index.html'), 'utf8').match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    const entryIn = (tab: Page) =>
      tab.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '');
    const [oldEntry, newEntry] = [entryOf(E2E_DIST), entryOf(E2E_DIST_NEXT)];
    expect(newEntry, `the next build (${E2E_DIST_NEXT}, scripts/build/next-build.mjs)`).toBeDefined();
    expect(newEntry).not.toBe(oldEntry);

    await afterOneOnlineVisit(page);
    const other = await context.newPage();
    const gamesIn = (tab: Page) => tab.getByRole('tabpanel', { name: 'All' }).getByRole('article').first();
    await other.goto('/games');
    // The second tab as its player sees it: the games drawn, by the old build, under the old worker.
    await expect(gamesIn(other)).toBeVisible();
    await other.waitForFunction(() => navigator.serviceWorker.controller !== null);
    for (const tab of [page, other]) expect(new URL(await entryIn(tab)).pathname).toBe(oldEntry);

    // The next build is deployed: its v.json names it and says no older build may keep running.
    expect((await request.post('/__mock/deploy', { data: {} })).ok()).toBe(true);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const required = page.getByRole('alertdialog', { name: 'Update required' });
    await expect(required).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      other.waitForEvent('load'),
      required.getByRole('button', { name: 'Update now' }).click(),
    ]);

    // Both tabs now run the new build, under its worker, and nothing asks again.
    for (const tab of [page, other]) {
      await expect.poll(async () => new URL(await entryIn(tab)).pathname).toBe(newEntry);
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null);
    }
    const stored = await page.evaluate(() => localStorage.getItem('lotto.appVersion'));
    expect(stored).toBe(JSON.parse(readFileSync(join(E2E_DIST_NEXT, 'v.json'), 'utf8')).value.version);
    await expect(page.getByRole('heading', { name: "Today's draws" })).toBeVisible();
    await expect(required).toBeHidden();
    await expect(gamesIn(other)).toBeVisible();
  });
});
