import { expect, test, type Page } from './fixtures';
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
  test('§7 offline, a reload of / after one online visit shows the last results, marked offline with their time', async ({
    page,
    context,
  }) => {
    await afterOneOnlineVisit(page);
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
  });

  test('§7 money, login and member calls are never saved on the device', async ({ page }) => {
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

  test("§7 the app is installable: its manifest, icons and theme colour pass the browser's own checks", async ({
    page,
  }) => {
    await afterOneOnlineVisit(page);
    // What Lighthouse's installability audit asked the browser (Lighthouse 12 has no PWA category any more).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Every test's browser context is an incognito one, where nothing installs; that is the only error allowed.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
      [],
    );
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f2c75');
  });
});
