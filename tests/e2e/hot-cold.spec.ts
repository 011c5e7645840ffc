import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { mockClock, returningVisitor } from './support/world';
import { addManilaDays, DAY_MS, manilaDayKey, manilaDayStart } from '../../src/lib/manila-time';

// §20.6 hot and cold numbers on a phone: reached from More and from the draw results, the counts the table shows
// for a game over the last 30 and 90 Manila days are those of the fake backend's own draw history, read here
// through the same call the page makes and counted the slow way; its code is fetched only when the screen opens.

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

interface Draw {
  winNo: string;
  winningTime: number;
}

/** Every draw of a game from the start of the Manila day `days - 1` days before today, page by page. */
async function drawsOf(request: APIRequestContext, gameCode: string, days: number, now: number) {
  const today = manilaDayKey(now);
  const params = {
    gameCode,
    startTime: manilaDayStart(addManilaDays(today, -(days - 1)))!,
    endTime: manilaDayStart(today)! + DAY_MS,
    size: 30,
  };
  const draws: Draw[] = [];
  for (let page = 0; ; page++) {
    const response = await request.get('/lgw/pl/draw/win_order_prize_summaries', {
      params: { ...params, page },
      headers: { Language: 'en' },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { content: Draw[]; totalPages: number };
    draws.push(...body.content);
    if (page + 1 >= body.totalPages) return draws;
  }
}

/** [number, draws it came out in] for 1 to `max`. */
const expectedCounts = (draws: readonly Draw[], max: number) =>
  Array.from({ length: max }, (_, i) => {
    const n = i + 1;
    return [n, draws.filter((draw) => draw.winNo.split('-').map(Number).includes(n)).length];
  });

/** The table's rows as [number, times drawn], as the page shows them. */
async function shownCounts(page: Page, days: number, draws: number) {
  const table = page.getByRole('table', { name: `Each number over the last ${days} days (${draws} draws)` });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  return rows.evaluateAll((all: HTMLTableRowElement[]) =>
    all.map((row) => [Number(row.cells[0].textContent), Number(row.cells[1].textContent)]),
  );
}

test('§20.6 hot and cold numbers: the counts of each number over 30 and 90 days are the draw history’s', async ({
  page,
  request,
}) => {
  const { now } = await mockClock(request);
  const [month, quarter] = await Promise.all([
    drawsOf(request, 'LOTTO42', 30, now),
    drawsOf(request, 'LOTTO42', 90, now),
  ]);
  expect(quarter.length).toBeGreaterThan(month.length);

  // Lazy: the screen's chunk (shared with Check my numbers) is fetched when it opens, not with the app.
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  const toolsFetched = () => scripts.some((path) => /\/number-tools-[^/]*\.js$/.test(path));
  await page.goto('/more');
  await expect(page.getByRole('heading', { level: 1, name: 'More' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(toolsFetched()).toBe(false);
  await page.getByRole('link', { name: 'Hot and cold numbers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hot and cold numbers' })).toBeVisible();
  expect(toolsFetched()).toBe(true);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/draw-result$/);

  await page
    .getByRole('navigation', { name: 'Number tools' })
    .getByRole('link', { name: 'Hot and cold numbers' })
    .click();
  await expect(page).toHaveURL(/\/hot-cold$/);
  // The results page (with a Game select of its own) stays drawn until this one is: choose after its heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Hot and cold numbers' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Lotto 6/42' });
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  expect(await shownCounts(page, 30, month.length)).toEqual(expectedCounts(month, 42));
  await expect(page.getByRole('status').filter({ hasText: /^Lotto 6\/42:/ })).toHaveText(
    `Lotto 6/42: ${month.length} draws in the last 30 days.`,
  );

  await page.getByRole('radio', { name: 'Last 90 days' }).check();
  expect(await shownCounts(page, 90, quarter.length)).toEqual(expectedCounts(quarter, 42));
  await expect(page).toHaveURL(/\/hot-cold\?game=LOTTO42&days=90$/);
  await expect(
    page.getByRole('img', { name: /^Chart of how many draws each number came out in/ }),
  ).toBeVisible();

  // Thumb-sized choices on the phone (the label around each radio is its target), and nothing axe objects to.
  for (const control of [
    page.getByRole('combobox', { name: 'Game' }),
    page.locator('label', { has: page.getByRole('radio', { name: 'Last 30 days' }) }),
    page.locator('label', { has: page.getByRole('radio', { name: 'Last 90 days' }) }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page, '/hot-cold with the last 90 days of Lotto 6/42');
});
