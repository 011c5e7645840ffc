import { type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/chromium-path.mjs';
import { expect, test } from './fixtures';
import { JUAN, logInWithPassword } from './auth-kit';

// Back after a logout, with the browser's back-forward cache on as it is on players' phones: the page Back
// returns to is not loaded again but restored as it was left, balance and name included, unless the app
// looks again (src/state/session-watch.ts). Playwright starts Chromium with --disable-back-forward-cache, so
// this file's test starts one without that flag (auth-session.spec.ts covers the same steps without the
// cache, where Back loads the page afresh). The full Chromium, as players have it: the headless shell the other
// tests drive never keeps a page in that cache. Started in the test rather than through `test.use`: options of
// a browser of their own gave this file a worker of its own, and the next file another one after it.
const BFCACHE_LAUNCH = {
  executablePath: findChromium() ?? undefined,
  args: CHROMIUM_FLAGS,
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
};

const BALANCE = '₱12,345.67';

/** Notes, in the page itself, whether the browser restored it from the back-forward cache. */
async function noteRestores(page: Page): Promise<void> {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      if (event.persisted) (window as unknown as { restoredFromCache?: boolean }).restoredFromCache = true;
    });
  });
}

const restoredFromCache = (page: Page) =>
  page.evaluate(() => (window as unknown as { restoredFromCache?: boolean }).restoredFromCache === true);

async function logOutOnMemberHome(page: Page, path = '/member/home'): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('Account ID')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => localStorage.getItem('lotto.token'))).toBeNull();
}

// The two cases on one browser: each logs in afresh and leaves a logged-out page behind.
test('Back after logging out on another page: home shows the visitor, not the balance; a member screen shows only the login', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const browser = await playwright.chromium.launch(BFCACHE_LAUNCH);
  try {
    // The phone this project emulates, on this worker's fake backend, as the `page` fixture would have it.
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      baseURL,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await noteRestores(page);

    await test.step('Back to home after logging out on another page shows the visitor, not the balance', async () => {
      await logInWithPassword(page, JUAN);
      await expect(page.getByText(BALANCE).first()).toBeVisible();
      await expect(page.getByText(`Hello, ${JUAN.name}`)).toBeVisible();
      // Nothing still on its way when the page is left: a request in flight keeps a page out of the cache.
      await page.waitForLoadState('networkidle');

      await logOutOnMemberHome(page);

      // A page restored from the back-forward cache fires pageshow, not load again: wait for the address only.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/$/);
      await expect
        .poll(() => restoredFromCache(page), 'Chromium restored home from its back-forward cache')
        .toBe(true);
      await expect(
        page.getByRole('region', { name: 'Total balance' }).getByRole('link', { name: 'Log in' }),
      ).toBeVisible();
      await expect(page.getByText(BALANCE)).toHaveCount(0);
      await expect(page.getByText(`Hello, ${JUAN.name}`)).toHaveCount(0);
    });

    await test.step('Back to a member screen after logging out on another page shows only the login', async () => {
      await logInWithPassword(page, JUAN);
      await page.goto('/member/home');
      await expect(page.getByText('Account ID')).toBeVisible();
      await expect(page.getByText(BALANCE).first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      // The same screen as a page of its own (another address), where the player logs out.
      await logOutOnMemberHome(page, '/member/home?again');

      // A page restored from the back-forward cache fires pageshow, not load again: wait for the address only.
      await page.goBack({ waitUntil: 'commit' });
      expect(await restoredFromCache(page), 'Chromium restored the member screen from its cache').toBe(true);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Account ID')).toHaveCount(0);
      await expect(page.getByText(BALANCE)).toHaveCount(0);
    });
  } finally {
    await browser.close();
  }
});
