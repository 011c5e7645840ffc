import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JUAN, logInWithPassword } from './auth-kit';
import { openInApp } from './support/in-app';

// The session (issue 5): the idle hour on a fake clock, logout in one tab ending the others, a stale stored
// session, and a visitor asking for a protected action. A 401 from a login elsewhere and logout with the back
// button are in security-storage.spec.ts, which also proves the device keeps nothing of the session after them.

const token = (page: Page) => page.evaluate(() => localStorage.getItem('lotto.token'));

test('an idle hour warns five minutes before, "stay" keeps the session, then it expires', async ({
  page,
}) => {
  await page.clock.install();
  await logInWithPassword(page, JUAN);
  // The shell's own calls (status, version) are no activity (auth-session-idle.spec.ts); from here on only the
  // "stay signed in" call gets an answer anyway, so nothing but that call can move the hour.
  await page.route(/\/(v\.json|wps\/(?!member\/info)|lgw\/)/, (route) => route.abort('internetdisconnected'));
  await openInApp(page, '/more?page=terms_use');
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
