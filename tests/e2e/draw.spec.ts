import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { closePopupsOn, mockClock, returningVisitor, setMockClock } from './support/world';
import { DAY_MS, formatManilaDate, manilaDayKey, manilaStartOfDay } from '../../src/lib/manila-time';

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

/** Where the rows stand against the screen: the list's end is on it, or rows fill it to its bottom edge. */
function rowsOnScreen() {
  const list = document.querySelector('.draw-list')!;
  const rows = list.querySelectorAll('.draw-list__item');
  const last = rows[rows.length - 1];
  const endShown = list.getBoundingClientRect().bottom <= window.innerHeight;
  return {
    endShown,
    filled: endShown || (!!last && last.getBoundingClientRect().bottom >= window.innerHeight),
  };
}

/**
 * Wheels down the results until `far` says the list is deep enough, checking after every wheel that the page holds
 * at most 60 rows. The rows follow the scroll in a transition (draw-list.tsx), so each wheel waits for rows to
 * fill the screen again; at the end of what has arrived it waits for the next page to make the list longer. A
 * slow phone draws and loads later, never less.
 */
async function scrollDeep(page: Page, far: (lastRow: number) => boolean) {
  for (let lastRow = 0; !far(lastRow);) {
    await wheelDown(page, 3000);
    await expect
      .poll(async () => (await page.evaluate(rowsOnScreen)).filled, 'rows fill the screen after the wheel')
      .toBe(true);
    expect(await page.locator('.draw-list__item').count()).toBeLessThanOrEqual(60);
    const last = Number(await page.locator('.draw-list__item').last().getAttribute('aria-posinset'));
    lastRow = Math.max(lastRow, last);
    if (!far(lastRow) && (await page.evaluate(rowsOnScreen)).endShown)
      await expect
        .poll(async () => (await page.evaluate(rowsOnScreen)).endShown, 'the next page makes the list longer')
        .toBe(false);
  }
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
  // The count of the range shown before (today's, none in the early morning) stays until the 90 days arrive.
  const count = page.getByText(/^\d+ results$/);
  await expect.poll(async () => Number((await count.textContent())?.split(' ')[0])).toBeGreaterThan(300);

  const row = page.getByRole('article').first();
  await expect(row.getByRole('heading')).toBeVisible();
  await expect(row.getByText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByText(/^Winning numbers: \d+(-\d+)+$/)).toBeAttached();
  await expect(row.getByText(/^₱[\d,]+\.\d{2}$/)).toBeVisible();
  await expectNoAxeViolations(page, '/draw-result');

  // Four pages of 30 in (past row 90).
  await scrollDeep(page, (lastRow) => lastRow > 90);
  await expect.poll(() => pages.filter((p) => p.endsWith('/30')).length).toBeGreaterThan(3);
  const requested = pages.filter((p) => p.endsWith('/30')).map((p) => Number(p.split('/')[0]));
  expect(requested.slice(-4)).toEqual([...requested.slice(-4)].sort((a, b) => a - b));
  expect(requested).toContain(0);
  expect(requested).toContain(1);
  expect(await page.locator('.draw-list__item').count()).toBeLessThanOrEqual(60);
});

test('one game, the end of the list and an empty range', { tag: '@prism' }, async ({ page }) => {
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
  // Far into the list (past row 300, ten pages in), not stuck at the first page.
  await scrollDeep(page, (lastRow) => lastRow > 300);
  await expect(page.locator('.draw-list__item').first()).toHaveAttribute('aria-setsize', String(TOTAL));
});

test("§20.2 at 09:00 Manila the results show today's next draws with countdowns and the latest draw day's results, one tap from that day (home and /draw-result)", async ({
  page,
  request,
}) => {
  // 09:00 Manila tomorrow on both clocks: today's first draw is at 14:00, its sales close at 13:45.
  const { now } = await mockClock(request);
  const morning = manilaStartOfDay(now) + DAY_MS + 9 * 3_600_000;
  await setMockClock(request, morning);
  await page.clock.install({ time: morning });
  // Tomorrow's popups are offered again (closed only for a day): closed for that day, as this test is not theirs.
  await closePopupsOn(page, request, morning);
  const dayText = formatManilaDate(morning - DAY_MS);
  const dayKey = manilaDayKey(morning - DAY_MS);

  await page.goto('/');
  const draws = page.getByRole('region', { name: "Today's draws" });
  const swertres = draws
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Swertres (3D)' }) });
  await expect(swertres.first().getByText('Draw 14:00')).toBeVisible();
  await expect(swertres.first().getByText(/^04:4\d:\d\d$/)).toBeVisible();
  await expect(swertres.first().getByText('No result yet')).toBeVisible();
  const toDay = draws.getByRole('link', { name: `Latest results · ${dayText}` });
  await expect(toDay).toBeVisible();
  await expect(draws.getByRole('heading', { level: 4 }).first()).toBeVisible();
  await expectNoAxeViolations(page, '/ at 09:00');
  await toDay.click();
  await expect(page).toHaveURL(`/draw-result?date=${dayKey}`);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(dayKey);
  await expect(page.getByRole('article').first()).toBeVisible();

  // Back to today's results through the main menu.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL('/draw-result');
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  const next = page.getByRole('region', { name: 'No draws yet today' });
  const nextSwertres = next
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Swertres (3D)' }) });
  await expect(nextSwertres.getByText('Draw 14:00')).toBeVisible();
  await expect(nextSwertres.getByText(/^0[45]:\d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('No records')).toHaveCount(0);
  const latest = page.getByRole('region', { name: `Latest results · ${dayText}` });
  await expect(latest.getByRole('article').first()).toBeVisible();
  await expect(
    latest
      .getByRole('article')
      .first()
      .getByText(new RegExp(`^${dayText.replaceAll('.', '\\.')} \\d{2}:\\d{2}$`)),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/draw-result at 09:00');
  await latest.getByRole('link', { name: `All results of ${dayText}` }).click();
  await expect(page).toHaveURL(`/draw-result?date=${dayKey}`);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(dayKey);
  await expect(page.getByText(/^\d+ results$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'No draws yet today' })).toHaveCount(0);
});

test('§20.9 a draw result is shared with its text and a link through the share sheet, copied without one, and the link opens it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The phone's share sheet, recording what it is given.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await page.goto('/draw-result');
  await page.getByRole('button', { name: '7 days' }).click();
  const row = page.getByRole('article').first();
  const name = (await row.getByRole('heading').textContent())!;
  const time = (await row.getByRole('time').textContent())!;
  const share = row.getByRole('button', { name: `Share the ${name} result of ${time}` });
  await share.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length))
    .toBe(1);
  const sent = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0]);
  expect(sent.title).toBe(`${name} result`);
  expect(sent.text).toMatch(
    new RegExp(`^.+ draw, ${time.replaceAll('.', '\\.')}: \\d+(-\\d+)*\\. Jackpot ₱[\\d,]+\\.\\d{2}\\.$`),
  );

  // A browser without a share sheet: the text and the link go to the clipboard, and a toast says so.
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }),
  );
  await share.click();
  await expect(page.getByRole('status').getByText('Result and link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${sent.text}\n${sent.url}`);

  // The link opens that result: its day and game, the draw marked.
  const link = new URL(sent.url!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(link.searchParams.get('date')!);
  await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue(link.searchParams.get('game')!);
  const marked = page.locator('article[aria-current="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked.getByRole('heading')).toHaveText(name);
  await expect(marked.getByRole('time')).toHaveText(time);
  await expectNoAxeViolations(page, '/draw-result (shared link)');
});
