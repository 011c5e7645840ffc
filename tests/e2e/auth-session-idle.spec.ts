import { type Page, type Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { JUAN, logInWithPassword } from './auth-kit';

// The idle hour in a tab left open and visible (src/state/session-watch.ts): the shell asks for the version
// every five minutes and for the status whenever the tab comes back, and none of that is the player, so the
// hour still runs out. The device logs out, says why, and ends the session on the server as well: its token is
// refused from then on.

const FIVE_MINUTES = 5 * 60_000;

const token = (page: Page) => page.evaluate(() => localStorage.getItem('lotto.token'));

/** The next successful answer to `path` the page receives. */
const answered = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.ok());

test("a visible tab with only the app's own polls is logged out after the idle hour, on the server too", async ({
  page,
  request,
}) => {
  await page.clock.install();
  await logInWithPassword(page, JUAN);
  // The shell's overlays load after the first paint: their first version check means the poll is set up.
  const firstCheck = answered(page, '/v.json');
  await page.goto('/more?page=terms_use');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await firstCheck;
  const signedIn = (await token(page))!;
  const asThatSession = () =>
    request.get('/wps/member/info', {
      headers: { Authorization: `Bearer ${signedIn}`, Language: 'en', Merchant: 'lottoph' },
    });
  expect((await asThatSession()).status()).toBe(200);
  const logouts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/session/logout') logouts.push(r.method());
  });

  // 55 minutes: every five the version poll goes out and is answered, then the tab comes to the front again
  // (the status and the version are read again). Nothing else happens: no tap, no key, no call of the player.
  for (let round = 1; round <= 11; round++) {
    const polled = answered(page, '/v.json');
    await page.clock.fastForward(FIVE_MINUTES);
    await polled;
    const status = answered(page, '/wps/system/status');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await status;
  }
  // The answers kept nothing alive: the warning comes on time.
  const warning = page.getByRole('alertdialog', { name: 'Still there?' });
  await expect(warning).toBeVisible();
  expect(await token(page)).toBe(signedIn);

  // Minute 61.
  await page.clock.fastForward('06:00');
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(
    page.getByText('You were logged out after an hour without activity. Please log in again.'),
  ).toBeVisible();
  await expect(warning).toBeHidden();
  expect(await token(page)).toBeNull();
  // The server was told (quietly: the expiry message is all the player sees) and no longer takes the token.
  await expect.poll(() => logouts).toEqual(['DELETE']);
  await expect.poll(async () => (await asThatSession()).status()).toBe(401);
  await expect(page.getByText(/logged in elsewhere|not logged in/)).toHaveCount(0);
});
