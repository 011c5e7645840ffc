import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JUAN, logInWithPassword, PEDRO } from './auth-kit';

// The session (issue 5): a 401 from a login elsewhere, the idle hour on a fake clock, logout in one tab
// ending the others, logout and the back button, a stale stored session, and a visitor asking for a
// protected action.

const token = (page: Page) => page.evaluate(() => localStorage.getItem('lotto.token'));

test('a 401 in the middle of a session ends it, says why and goes to /login', async ({ page, request }) => {
  await logInWithPassword(page, PEDRO);
  await page.goto('/member/home');
  // Settled: the member screen's own calls have all been answered before the session is ended elsewhere.
  await expect(page.getByText('₱500.00')).toBeVisible();
  await expect(page.getByText('Account ID')).toBeVisible();

  // The same player logs in on another device: the fake backend ends this session.
  const kicked = await request.post('/__mock/scenario', {
    data: { name: 'logged-in-elsewhere', params: { username: PEDRO.username } },
  });
  expect(kicked.ok()).toBe(true);
  // The next protected call (the balance and profile of the member screen) gets the 401.
  await page.reload();

  await page.waitForURL((url) => url.pathname === '/login');
  await expect(
    page.getByText('Your account was logged in elsewhere or your session ended. Please log in again.'),
  ).toBeVisible();
  const dialog = page.getByRole('alertdialog', { name: 'Session ended' });
  await expect(
    dialog.getByText('Your account has logged in on another device. Please log in again.'),
  ).toBeVisible();
  expect(await token(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lotto.member'))).toBeNull();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('an idle hour warns five minutes before, "stay" keeps the session, then it expires', async ({
  page,
}) => {
  await page.clock.install();
  await logInWithPassword(page, JUAN);
  // The shell's own calls (status, version) are no activity (auth-session-idle.spec.ts); from here on only the
  // "stay signed in" call gets an answer anyway, so nothing but that call can move the hour.
  await page.route(/\/(v\.json|wps\/(?!member\/info)|lgw\/)/, (route) => route.abort('internetdisconnected'));
  await page.goto('/more?page=terms_use');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.clock.fastForward('55:01');
  const warning = page.getByRole('alertdialog', { name: 'Still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByText(/Press OK to stay signed in/)).toBeVisible();
  // Staying asks the server (so its session is refreshed as well); its answer is the activity that counts.
  const lastAccess = () => page.evaluate(() => Number(localStorage.getItem('lotto.lastAccessAt')));
  const before = await lastAccess();
  const keepAlive = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/info');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  expect((await keepAlive).ok()).toBe(true);
  await expect.poll(lastAccess).toBeGreaterThan(before);
  expect(await token(page)).toBeTruthy();

  // Staying counted as activity: the next hour starts now.
  await page.clock.fastForward('50:00');
  await expect(warning).toBeHidden();
  expect(await token(page)).toBeTruthy();

  await page.clock.fastForward('10:01');
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(
    page.getByText('You were logged out after an hour without activity. Please log in again.'),
  ).toBeVisible();
  expect(await token(page)).toBeNull();
});

test('logging out in one tab logs out the others', async ({ page, context }) => {
  await logInWithPassword(page, JUAN);
  const other = await context.newPage();
  await other.goto('/member/home');
  await expect(other.getByText('Account ID')).toBeVisible();

  await page.goto('/member/home');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  // It once stayed put: its own activity, read against a late view of storage, wrote the token back
  // (src/state/session.ts, session-watch.test.ts "other tabs"). On failure this names where the other tab is.
  await expect(other, 'the other tab follows to log in').toHaveURL(/\/login(\?|$)/);
  await expect(other.getByText('Account ID')).toHaveCount(0);
});

test('logout calls the server, clears the device, and back shows nothing private', async ({ page }) => {
  const logouts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/session/logout') logouts.push(r.method());
  });
  await logInWithPassword(page, JUAN);
  await expect(page.getByText('₱12,345.67').first()).toBeVisible();
  await page.goto('/member/home');
  await expect(page.getByText('Account ID')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect.poll(() => logouts).toEqual(['DELETE']);
  expect(await token(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lotto.member'))).toBeNull();

  // Back to home, which showed the balance and the greeting a moment ago: now the visitor's version.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('region', { name: 'Total balance' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  await expect(page.getByText('₱12,345.67')).toHaveCount(0);
  await expect(page.getByText(`Hello, ${JUAN.name}`)).toHaveCount(0);
  // Forward again to where the member screen was: only the login screen.
  await page.goForward();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Account ID')).toHaveCount(0);
});

test('a stored session last used over an hour ago is dropped at start', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('lotto.token', 'stale-token');
    localStorage.setItem('lotto.lastAccessAt', String(Date.now() - 61 * 60_000));
  });
  await page.goto('/member/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await token(page)).toBeNull();
});

test('a visitor asking for a protected action is told to log in first', async ({ page }) => {
  // A visitor who has answered the 21+ question already.
  await page.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
  await page.goto('/games');
  await page
    .getByRole('button', { name: /^Play now/ })
    .first()
    .click();
  await expect(page.getByText('Sorry, you are not logged in! please login first')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
