import { expect, type Locator, type Page } from '@playwright/test';
import { fillPasswordLogin } from '../auth-kit';

/**
 * Moves to `path` inside the running app, the way its links do (no reload): the router follows the history.
 * For tests that check many screens, where each screen's first load is tried by that screen's own tests and
 * the app's start (a second of a test's CPU) is paid once. The app must be drawn: after a load, wait for its
 * screen first (a move made while the app still starts is lost, and the test goes on from the wrong screen).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens `path` inside the running app as a screen that starts afresh, even when the page is on it already
 * (the router keeps a screen it is asked to open again, and its form with it): first to `via`, until the
 * screen being left (`left`, e.g. its heading) is gone, then to `path`, which mounts anew and asks for its data
 * again.
 */
export async function reopenInApp(page: Page, path: string, left: Locator, via: string): Promise<void> {
  await openInApp(page, via);
  await expect(left).toHaveCount(0);
  await openInApp(page, path);
}

/**
 * Logs in on the login screen the running app is showing (where a 401 sends the player), as the player does
 * there, and waits for home: the app goes on without starting again.
 */
export async function logInOnThisScreen(
  page: Page,
  player: { username: string; password: string },
): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await fillPasswordLogin(page, player.username, player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lotto.token'))).toBeTruthy();
}
