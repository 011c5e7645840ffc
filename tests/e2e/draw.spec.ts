import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { returningVisitor } from './support/world';

// Draw results: today by default, quick ranges, one game or all, an endless list that keeps few rows.

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

const HISTORY = '/lgw/pl/draw/win_order_prize_summaries';

/**
 * Turns the mouse wheel and waits until the page has scrolled (or sits at its end) and the list has drawn a
 * frame at the new position: what the player would see, however busy the machine.
 */
async function wheelDown(page: Page, pixels: number) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, pixels);
  await expect
    .poll(() =>
      page.evaluate(
        (from) =>
          window.scrollY > from ||
          window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        before,
      ),
    )
    .toBe(true);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

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
    await wheelDown(page, 3000);
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

test('a history of 2,400 draws keeps at most 60 rows in the page while it is scrolled', async ({ page }) => {
  const TOTAL = 2_400;
  // Longer than the fake backend's 90 days hold: every page of the history is made up here, in the
  // contract's shape, counting down from now one draw every 30 minutes.
  await page.route(`**${HISTORY}?**`, async (route) => {
    const url = new URL(route.request().url());
    const pageIndex = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    const first = pageIndex * size;
    const content = Array.from({ length: Math.max(0, Math.min(size, TOTAL - first)) }, (_, i) => ({
      remark: 'Swertres (3D)',
      gameCode: '3DL',
      winNo: `${(first + i) % 10}-${(first + i + 3) % 10}-${(first + i + 7) % 10}`,
      winningTime: Date.now() - (first + i) * 30 * 60_000,
      jackpotPrize: 4500,
      winners: 10 + ((first + i) % 50),
    }));
    await route.fulfill({
      json: {
        content,
        totalPages: Math.ceil(TOTAL / size),
        totalElements: TOTAL,
        numberOfElements: content.length,
        page: pageIndex,
        size,
      },
    });
  });
  await page.goto('/draw-result');
  await expect(page.getByText('2400 results')).toBeVisible();
  let deepest = 0;
  for (let i = 0; i < 25; i++) {
    await wheelDown(page, 4000);
    expect(await page.locator('.draw-list__item').count()).toBeLessThanOrEqual(60);
    deepest = Math.max(
      deepest,
      Number(await page.locator('.draw-list__item').last().getAttribute('aria-posinset')),
    );
  }
  // Far into the list, not stuck at the first page.
  expect(deepest).toBeGreaterThan(300);
  await expect(page.locator('.draw-list__item').first()).toHaveAttribute('aria-setsize', String(TOTAL));
});
