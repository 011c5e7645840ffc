import { expect, test, type APIRequestContext } from './fixtures';
import { signIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { mockClock, PLAYER, returningVisitor, setMockClock } from './support/world';

// Home on a phone: the balance box or the way to one, the hot games strip, today's draws with their countdowns.

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

test("a visitor sees the way to a balance, today's games and today's draws with countdowns, and nothing moves while home loads", async ({
  page,
  request,
}) => {
  // An hour before the next sales close, whatever the time of day the test runs: after the evening draws
  // every game says "Sales closed" and no countdown shows.
  const { nextLock } = await mockClock(request);
  expect(nextLock).not.toBeNull();
  await setMockClock(request, nextLock! - 60 * 60_000);
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

  await test.step('nothing moves while home loads: skeletons have the final sizes', async () => {
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

  await test.step("the way to a balance, today's games and today's draws with countdowns", async () => {
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
});

test('a countdown under a minute says "closing soon", and at zero the games are fetched again', async ({
  page,
  request,
}) => {
  const { nextLock } = await mockClock(request);
  expect(nextLock).not.toBeNull();
  // Half a minute before the lock, and held there: the row is "closing soon" however long the page takes to
  // start (six seconds of a flowing clock were once used up by a busy machine before the row was read).
  await setMockClock(request, nextLock! - 30_000);
  expect((await request.post('/__mock/clock', { data: { action: 'freeze' } })).ok()).toBe(true);

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
  expect((await request.post('/__mock/clock', { data: { action: 'advance', ms: 31_000 } })).ok()).toBe(true);
  await page.clock.fastForward(31_000);
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

/** The banners the fake backend serves (announcement type B), in their order. */
async function seededBanners(request: APIRequestContext): Promise<{ title: string; link?: string }[]> {
  const response = await request.get('/wps/relay/MCSFE_getListAnnouncements', {
    params: { platform: 'M', types: 'B' },
    headers: { Language: 'en', Merchant: 'lottoph' },
  });
  const { banners = [] } = (await response.json()) as {
    banners?: { title: string; link?: string; sort?: number }[];
  };
  return banners.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}

test.describe('§3.5 home banners', () => {
  test('§3.5 the banners show on / and the player moves between them with the buttons, the dots and a swipe', async ({
    page,
    request,
  }) => {
    const banners = await seededBanners(request);
    expect(banners.length).toBeGreaterThan(2);
    // Still, so that only the player moves them here (moving by themselves has its own test).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Banners' });
    const picture = (index: number) => carousel.getByRole('img', { name: banners[index].title });
    const dot = (index: number) =>
      carousel.getByRole('button', { name: `Show banner ${index + 1} of ${banners.length}` });

    await expect(picture(0)).toBeInViewport({ ratio: 0.9 });
    // The fake image CDN's artwork arrives (offline), in a box of the artwork's shape.
    await expect.poll(() => picture(0).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
    await expect(dot(0)).toHaveAttribute('aria-current', 'true');
    await expect(picture(1)).not.toBeInViewport();

    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect(picture(1)).toBeInViewport({ ratio: 0.9 });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(picture(0)).not.toBeInViewport();

    await dot(banners.length - 1).click();
    await expect(picture(banners.length - 1)).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect(picture(0)).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole('button', { name: 'Previous banner' }).click();
    await expect(picture(banners.length - 1)).toBeInViewport({ ratio: 0.9 });
    await dot(0).click();
    await expect(picture(0)).toBeInViewport({ ratio: 0.9 });

    // A sideways swipe moves one banner and snaps to it; the dots follow.
    const box = (await picture(0).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.6, 0);
    await expect(picture(1)).toBeInViewport({ ratio: 0.9 });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // Every control is a 44 px target.
    for (const control of await carousel.getByRole('button').all()) {
      const size = (await control.boundingBox())!;
      expect(size.width).toBeGreaterThanOrEqual(44);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page, '/ (banners)');

    // The banner opens its screen.
    await dot(0).click();
    await carousel.getByRole('link', { name: banners[0].title }).click();
    await expect(page).toHaveURL(banners[0].link!);
  });

  test('§3.5 the banners move on by themselves only when the player has not asked for reduced motion', async ({
    page,
    request,
  }) => {
    const banners = await seededBanners(request);
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Banners' });
    const picture = (index: number) => carousel.getByRole('img', { name: banners[index].title });
    await expect(picture(0)).toBeInViewport({ ratio: 0.9 });

    const shown = () =>
      carousel
        .getByRole('button', { name: /^Show banner/ })
        .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    // The page's clock runs ahead in steps until the carousel has moved on by itself (every 5 seconds: the
    // unit tests hold the exact pace); the banner it names is the one on screen.
    await expect
      .poll(async () => {
        await page.clock.fastForward(1_000);
        return shown();
      })
      .toBe(1);
    await expect(picture(1)).toBeInViewport({ ratio: 0.9 });

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(carousel.getByRole('button', { name: 'Pause the banners' })).toHaveCount(0);
    await page.clock.fastForward(15_000);
    await expect(picture(1)).toBeInViewport({ ratio: 0.9 });
  });
});
