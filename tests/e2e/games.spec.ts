import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { PLAYER, returningVisitor } from './support/world';

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

test('games filter by type in real tabs and show picture, name, last draw date and winning balls', async ({
  page,
}) => {
  await page.goto('/games');
  const tabs = page.getByRole('tablist', { name: 'Game types' });
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  const all = page.getByRole('tabpanel', { name: 'All' });
  const ultra = all.getByRole('article', { name: 'Ultra Lotto 6/58' });
  await expect(ultra).toBeVisible();
  await expect(ultra.getByText(/^\d{4}\.\d{2}\.\d{2}$|^-$/)).toBeVisible();
  await expect(ultra.getByText(/^Winning numbers: \d+(-\d+)+$/)).toBeAttached();
  await expect(ultra.locator('img')).toHaveAttribute('width', '64');
  await expect(ultra.locator('.balls__ball').first()).toHaveCSS('background-color', 'rgb(212, 20, 90)');
  await expectNoAxeViolations(page, '/games');

  await tabs.getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  const digit = page.getByRole('tabpanel', { name: 'Digit' });
  await expect(digit.getByRole('article', { name: 'Swertres (3D)' })).toBeVisible();
  await expect(digit.getByRole('article', { name: 'Ultra Lotto 6/58' })).toHaveCount(0);
  await expect(digit.locator('.balls__ball').first()).toHaveCSS('background-color', 'rgb(23, 64, 166)');

  await tabs.getByRole('tab', { name: 'Jackpot' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Jackpot' }).getByRole('article')).toHaveCount(5);
});

test('play now sends a visitor to log in and a player to the game', { tag: '@prism' }, async ({ page }) => {
  await page.goto('/games');
  await page.getByRole('button', { name: 'Play now: Lotto 6/42' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Sorry, you are not logged in! please login first')).toBeVisible();

  await signIn(page, PLAYER);
  await page.goto('/games');
  await page.getByRole('button', { name: 'Play now: Lotto 6/42' }).click();
  await expect(page).toHaveURL('/lottGame?gameId=101');
  await expect(page.getByRole('heading', { level: 1, name: 'Lotto 6/42' })).toBeVisible();
});
