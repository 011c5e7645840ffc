import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JUAN } from './auth-kit';
import { returningVisitor } from './support/world';

// A player who uses no pointer at all (a keyboard, a switch device, a screen reader's browse keys): from
// the login form to a deposit order, with Tab, Shift+Tab, Space, arrow keys and Enter only.

/** Presses Tab until the focused element is the one wanted (by role and accessible name). */
async function tabTo(page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${role} "${String(name)}"`);
}

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

test('keyboard only: log in, open the deposit screen, pick GCash and an amount, and open an order', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await tabTo(page, 'textbox', 'Username');
  await page.keyboard.type(JUAN.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(JUAN.password);
  await tabTo(page, 'checkbox', 'I confirm I am 21 years old or over');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' })).toBeChecked();
  await tabTo(page, 'button', 'Log in');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');

  await tabTo(page, 'link', 'Deposit');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/member/deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();

  // A radio group is one Tab stop; the arrow keys move within it.
  const gcash = page.getByRole('radio', { name: 'GCash', exact: true });
  await expect(gcash).toBeVisible();
  for (let presses = 0; presses < 60; presses++) {
    const onRadio = await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.type === 'radio',
    );
    if (onRadio) break;
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses < 12 && !(await gcash.isChecked()); presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(gcash).toBeChecked();

  await tabTo(page, 'button', '₱500.00');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  await tabTo(page, 'button', 'Deposit now');
  await page.keyboard.press('Enter');

  const order = page.getByRole('region', { name: 'Your deposit' });
  await expect(order.getByText('Your deposit is expected to complete within 5 minutes.')).toBeVisible();
  await expect(order.getByRole('status')).toHaveText('Status: New');
});
