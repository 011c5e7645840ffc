import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { resetWorld, returningVisitor } from './support/world';

// Draw results: today by default, quick ranges, one game or all, an endless list that keeps few rows.

test.beforeEach(async ({ page, request }) => {
  await resetWorld(request);
  await returningVisitor(page, request);
});

const HISTORY = '/lgw/pl/draw/win_order_prize_summaries';

test('a 90-day history scrolls endlessly in pages of 30 while the page holds only the rows on screen', async ({
  page,
}) => {
  const pages: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === HISTORY)
      pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('size')}`);
  });
  await page.goto('/draw-result');
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '90 days' }).click();
  const count = page.getByText(/^\d+ results$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(300);

  const row = page.getByRole('article').first();
  await expect(row.getByRole('heading')).toBeVisible();
  await expect(row.getByText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByText(/^Winning numbers: \d+(-\d+)+$/)).toBeAttached();
  await expect(row.getByText(/^₱[\d,]+\.\d{2}$/)).toBeVisible();
  await expectNoAxeViolations(page, '/draw-result');

  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(150);
    expect(await page.locator('.draw-list__item').count()).toBeLessThanOrEqual(60);
  }
  await expect.poll(() => pages.filter((p) => p.endsWith('/30')).length).toBeGreaterThan(3);
  const requested = pages.filter((p) => p.endsWith('/30')).map((p) => Number(p.split('/')[0]));
  expect(requested.slice(-4)).toEqual([...requested.slice(-4)].sort((a, b) => a - b));
  expect(requested).toContain(0);
  expect(requested).toContain(1);
  expect(await page.locator('.draw-list__item').count()).toBeLessThanOrEqual(60);
});

test('one game, the end of the list and an empty range', async ({ page }) => {
  await page.goto('/draw-result');
  await page.getByRole('button', { name: '7 days' }).click();
  await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Ultra Lotto 6/58' });
  await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  for (const heading of await page.getByRole('article').getByRole('heading').allTextContents()) {
    expect(heading).toBe('Ultra Lotto 6/58');
  }
  await expect(page.getByText('No more records')).toBeVisible();

  const tomorrow = await page.getByLabel('To', { exact: true }).getAttribute('max');
  await page.getByLabel('To', { exact: true }).fill(tomorrow!);
  await page.getByLabel('From', { exact: true }).fill(tomorrow!);
  await expect(page.getByText('No records')).toBeVisible();
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'false');
});
