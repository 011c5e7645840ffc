import type { Page } from '@playwright/test';

/**
 * Moves to `path` inside the running app, the way its links do (no reload): the router follows the history.
 * For tests that check many screens, where each screen's first load is tried by that screen's own tests and
 * the app's start (a second of a test's CPU) is paid once.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
