import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { mockClock, PLAYER, returningVisitor, setMockClock } from './support/world';

// Home on a phone: the balance box or the way to one, the hot games strip, today's draws with their countdowns.

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

test("a visitor sees the way to a balance, today's games and today's draws with countdowns", async ({
  page,
  request,
}) => {
  // An hour before the next sales close, whatever the time of day the test runs: after the evening draws
  // every game says "Sales closed" and no countdown shows.
  const { nextLock } = await mockClock(request);
  expect(nextLock).not.toBeNull();
  await setMockClock(request, nextLock! - 60 * 60_000);
  await page.goto('/');
  const box = page.getByRole('region', { name: 'Total balance' });
  await expect(box.getByRole('link', { name: 'Log in' })).toBeVisible();

  const hot = page.getByRole('region', { name: 'Hot games' });
  await expect(hot.getByRole('listitem').first()).toBeVisible();
  await expect(hot.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/games');

  const draws = page.getByRole('region', { name: "Today's draws" });
  await expect(draws.getByRole('listitem').first()).toBeVisible();
  await expect(draws.getByText(/^\d{2}:\d{2}:\d{2}$/).first()).toBeVisible();
  await expectNoAxeViolations(page, '/ (visitor)');

  await draws.getByRole('link', { name: 'Show all' }).click();
  await expect(page).toHaveURL('/draw-result');
});

test('nothing moves while home loads: skeletons have the final sizes', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: "Today's draws" }).getByRole('heading').first(),
  ).toBeVisible();
  // Nothing left loading, and two more frames drawn for the last layout shifts to be reported.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  const cls = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
  );
  expect(cls).toBeLessThan(0.01);
});

test('a countdown under a minute says "closing soon", and at zero the games are fetched again', async ({
  page,
  request,
}) => {
  const { nextLock } = await mockClock(request);
  expect(nextLock).not.toBeNull();
  await setMockClock(request, nextLock! - 6_000);

  let todayCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/lgw/pl/numeros/today_games') todayCalls += 1;
  });
  await page.clock.install();
  await page.goto('/');
  const draws = page.getByRole('region', { name: "Today's draws" });
  const soon = draws.getByRole('listitem').filter({ hasText: 'Closing soon' }).first();
  await expect(soon).toBeVisible();
  await expect(soon.locator('.countdown')).toHaveCSS('color', 'rgb(198, 40, 40)');
  const callsBefore = todayCalls;
  const name = (await soon.getByRole('heading').textContent())!;

  const row = draws.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  // The last seconds pass for the server, then for the phone, whose countdown reaches zero.
  expect((await request.post('/__mock/clock', { data: { action: 'advance', ms: 7_000 } })).ok()).toBe(true);
  await page.clock.fastForward(7_000);
  await expect(row.getByText('Sales closed')).toBeVisible();
  await expect.poll(() => todayCalls).toBeGreaterThan(callsBefore);
});

test('a player sees greeting, balance and deposit at the top of home', async ({ page }) => {
  await signIn(page, PLAYER);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${PLAYER.nickname}` })).toBeVisible();
  const box = page.getByRole('region', { name: 'Total balance' });
  await expect(box.getByText('₱12,345.67')).toBeVisible();
  await expect(box.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/deposit');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/ (player)');
});
