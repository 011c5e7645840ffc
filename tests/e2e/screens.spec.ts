import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { openInApp } from './support/in-app';
import { MEMBER_SCREENS, PUBLIC_SCREENS, type Screen } from './support/routes';
import { PLAYER, returningVisitor } from './support/world';

// Every route of the spec's table renders its screen, and axe finds nothing on any of them, logged out and in.
// On both phone sizes, not on the desktop: there the app is the same phone column with the same styles (the
// stylesheet's one width rule is for screens under 400 px), so its scans would repeat the Pixel 7's.

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

/**
 * Opens each screen in turn, lets the test check it (`onScreen`, given its title), waits until nothing on it is
 * still loading, so axe sees the final page, and runs axe.
 */
async function scanEach(
  page: Page,
  screens: readonly Screen[],
  label: string,
  onScreen: (index: number, title: Locator) => Promise<void>,
) {
  for (const [index, [path, heading]] of screens.entries()) {
    if (index === 0) await page.goto(path);
    else await openInApp(page, path);
    await onScreen(index, page.getByRole('heading', { level: 1, name: heading, exact: true }));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `${path} (${label})`);
  }
}

// One page after another, each waited for and checked by axe: far more than one screen's worth of time, so
// each of these tests has three times the usual limit (test.slow(), which grows with the page's slowdown too).

test(
  'every public screen, logged out: its title and no axe violations',
  { tag: '@layout' },
  async ({ page }) => {
    test.slow();
    await scanEach(page, PUBLIC_SCREENS, 'logged out', (_, title) => expect(title).toBeAttached());
  },
);

test(
  'every public screen, logged in: its title and no axe violations',
  { tag: '@layout' },
  async ({ page }) => {
    test.slow();
    await signIn(page, PLAYER);
    const screens = PUBLIC_SCREENS.filter(([path]) => path !== '/' && path !== '/login');
    await scanEach(page, screens, 'logged in', (_, title) => expect(title).toBeVisible());
  },
);

test(
  'every member screen: its title, the way back, and no axe violations',
  { tag: '@layout' },
  async ({ page }) => {
    test.slow();
    await signIn(page, PLAYER);
    await scanEach(page, MEMBER_SCREENS, 'logged in', async (index, title) => {
      await expect(title).toBeVisible();
      // Every member screen but the member home and the game has a way back.
      if (index >= 2) await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
    });
  },
);

test(
  'the test form validates on the field and confirms with a toast',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('/test/form');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await page.getByLabel('Nickname').fill('Lucky');
    await page.getByRole('checkbox', { name: 'I agree to be contacted about this test' }).check();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved: Lucky' })).toBeVisible();
  },
);
