import { type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { DAY_MS, manilaStartOfDay } from '../../src/lib/manila-time';
import { drawTimes, GAMES, gameByCode, winningNumbers } from '../../mock/db/games';
import { expectNoAxeViolations } from './support/axe';
import { openInApp } from './support/in-app';

// Playing in the game frame, end to end on a phone: from Games, play now → pick numbers (and a quick pick) →
// place the bets → our balance drops → back → the orders view shows the bets → the clock passes the draw →
// the bets are settled and the winning one raises our balance. The win is certain: the test reads the draw's
// winning numbers from the fake backend's own (deterministic) draw generator.

const HOUR = 3_600_000;
const SWERTRES = gameByCode('3DL')!;

/** Two decimals cut, not rounded, with separators, as the app shows pesos. */
function pesos(value: number): string {
  const [whole, fraction = ''] = String(value).split('.');
  return `₱${Number(whole).toLocaleString('en-US')}.${(fraction + '00').slice(0, 2)}`;
}

/** The seeded world, its clock on 10:00 Manila tomorrow: Swertres sells until 13:45 for its 14:00 draw. */
async function freshMorning(request: APIRequestContext): Promise<number> {
  expect((await request.post('/__mock/reset')).ok()).toBe(true);
  const { now } = (await (await request.get('/__mock/clock')).json()) as { now: number };
  const at = manilaStartOfDay(now) + DAY_MS + 10 * HOUR;
  expect((await request.post('/__mock/clock', { data: { action: 'set', at } })).ok()).toBe(true);
  return at;
}

const logIn = (page: Page, username: string) => signIn(page, { username, password: 'Lotto2026' });

const hostBalance = (page: Page) => page.getByRole('region', { name: 'Total balance' });

async function apiBalance(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('lotto.token'));
  const response = await page.request.get('/wps/v2/wallets/balance', {
    params: { typeId: 0 },
    headers: { Authorization: `Bearer ${token}`, Language: 'en', Merchant: 'lottoph' },
  });
  return ((await response.json()) as { sumBalance: number }).sumBalance;
}

async function tapDigits(site: FrameLocator, digits: number[]) {
  const keypad = site.getByRole('group', { name: /^Keypad/ });
  for (const digit of digits) await keypad.getByRole('button', { name: String(digit), exact: true }).click();
}

test('play Swertres from Games, see the balance drop, then the bet settle and win', async ({
  page,
  request,
}) => {
  const morning = await freshMorning(request);
  const drawAt = drawTimes(SWERTRES, morning, morning + DAY_MS)[0];
  const winning = winningNumbers(SWERTRES, drawAt);
  await logIn(page, 'juan2026');

  await page.goto('/games');
  await page.getByRole('button', { name: 'Play now: Swertres (3D)' }).click();
  await page.waitForURL((url) => url.pathname === '/lottGame' && url.searchParams.get('gameId') === '202');
  await expect(page.getByRole('heading', { level: 1, name: 'Swertres (3D)' })).toBeVisible();
  await expect(hostBalance(page).getByText('₱12,345.67')).toBeVisible();

  const site = page.frameLocator('iframe[title="Lottery games"]');
  await expect(site.getByRole('heading', { level: 2, name: 'Swertres (3D)' })).toBeVisible();
  await expect(site.getByText('Rambolito, any order', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, '/lottGame (game view)');

  // A line picked by hand (the draw's winning digits, straight), and a quick pick.
  await tapDigits(site, winning);
  await site.getByRole('button', { name: 'Add to bet slip' }).click();
  await site.getByRole('button', { name: 'Quick pick' }).click();
  await site.getByRole('button', { name: 'Add to bet slip' }).click();
  const slip = site.getByRole('region', { name: 'Bet slip' });
  await expect(slip.getByRole('listitem')).toHaveCount(2);
  await expect(slip.getByRole('listitem').first()).toContainText(
    `Swertres (3D): ${winning.join('-')}, straight`,
  );
  // The quick pick is the site's own Math.random: one time in a thousand it is the winning line too.
  const quickLine = /Swertres \(3D\): (\d-\d-\d)/.exec(
    (await slip.getByRole('listitem').nth(1).textContent()) ?? '',
  );
  expect(quickLine, 'the quick pick is on the slip').not.toBeNull();
  const winningLines = quickLine?.[1] === winning.join('-') ? 2 : 1;
  await expect(slip.getByText('₱20.00')).toBeVisible();
  await slip.getByRole('button', { name: 'Place bets' }).click();
  await expect(slip.getByRole('status')).toContainText('2 bets placed for ₱20.00');

  // The site posted refreshBalance: our balance follows at once.
  await expect(hostBalance(page).getByText('₱12,325.67')).toBeVisible();

  // Back (the site posts goBack): to Games, where play now came from.
  await site.getByRole('button', { name: 'Back to Lotto PH' }).click();
  await page.waitForURL((url) => url.pathname === '/games');

  await page.goto('/member/home');
  await page.getByRole('link', { name: 'Betting history' }).click();
  await page.waitForURL((url) => url.pathname === '/member/lottOrders');
  const orders = page.frameLocator('iframe[title="Your lottery bets"]');
  // The seeded history is there too, all of it settled: today's two bets are the pending ones.
  const bets = orders.getByRole('list', { name: 'My bets' }).getByRole('listitem');
  await expect(bets.filter({ hasText: 'Pending' })).toHaveCount(2);
  await expect(bets.filter({ hasText: 'Pending' }).filter({ hasText: winning.join('-') })).toHaveCount(
    winningLines,
  );
  await expectNoAxeViolations(page, '/member/lottOrders (order view)');

  // The clock passes the 14:00 draw: the next call settles the bets and pays the winner.
  const jump = await request.post('/__mock/clock', { data: { action: 'next-draw', game: '3DL' } });
  // The fake clock runs on from the moment it was set to, so the answer's `now` may be a few ms past it.
  const { now: afterJump } = (await jump.json()) as { now: number };
  expect(afterJump).toBeGreaterThanOrEqual(drawAt + 1000);
  expect(afterJump).toBeLessThan(drawAt + 60_000);
  await orders.getByRole('button', { name: 'Refresh' }).click();
  const won = bets
    .filter({ hasText: winning.join('-') })
    .filter({ hasText: 'Won' })
    .first();
  await expect(won).toContainText('Prize ₱4,500.00');
  await expect(bets.filter({ hasText: 'Pending' })).toHaveCount(0);
  const after = await apiBalance(page);
  expect(after).toBeGreaterThanOrEqual(12_325.678 + 4_500);
  await expect(hostBalance(page).getByText(pesos(after))).toBeVisible();

  // Log out from the site (it posts logout): we are logged out and asked to log in.
  await orders.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => localStorage.getItem('lotto.token'))).toBeNull();
});

// Two short cases on one page: a visitor sent to log in, then a player whose balance is too low.
test('play now while logged out goes to log in; a slip the balance cannot cover is refused clearly, and nothing is taken', async ({
  page,
  request,
}) => {
  await test.step('play now while logged out goes to log in', async () => {
    await page.goto('/games');
    await page.getByRole('button', { name: 'Yes, I am 21 or over' }).click();
    await page.getByRole('button', { name: 'Play now: Swertres (3D)' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/lottGame?gameId=202');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/member/lottOrders');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  await test.step('a slip the balance cannot cover is refused clearly, and nothing is taken', async () => {
    await freshMorning(request);
    await logIn(page, 'rosa2026');
    await page.goto('/lottGame?gameId=105');
    const site = page.frameLocator('iframe[title="Lottery games"]');
    await expect(site.getByRole('heading', { level: 2, name: 'Ultra Lotto 6/58' })).toBeVisible();
    const numbers = site.getByRole('group', { name: /^Numbers 1 to 58/ });
    for (const n of [3, 14, 15, 22, 40, 58])
      await numbers.getByRole('button', { name: String(n), exact: true }).click();
    await expect(numbers.getByRole('button', { name: '14', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await site.getByRole('button', { name: 'One ticket more' }).click();
    await site.getByRole('button', { name: 'Add to bet slip' }).click();
    await site.getByRole('button', { name: 'Place bets' }).click();
    await expect(site.getByRole('alert')).toHaveText(
      'Insufficient balance: these bets cost ₱40.00 and your balance is ₱20.00. Please top up first.',
    );
    await expect(hostBalance(page).getByText('₱20.00')).toBeVisible();
  });
});

test('every one of the nine games can be played in the frame: quick pick, add, place, paid from the wallet', async ({
  page,
  request,
}) => {
  // Nine games in one visit: three times the usual limit, which grows with the page's slowdown (stress run).
  test.slow();
  await freshMorning(request);
  await logIn(page, 'juan2026');
  const before = await apiBalance(page);
  let spent = 0;

  for (const [index, game] of GAMES.entries()) {
    // The first game opens the app; the others are opened inside it, as its links do: each game's frame still
    // loads afresh, but the app starts once instead of nine times.
    if (index === 0) await page.goto(`/lottGame?gameId=${game.gameId}`);
    else await openInApp(page, `/lottGame?gameId=${game.gameId}`);
    await expect(page.getByRole('heading', { level: 1, name: game.remark })).toBeVisible();
    const site = page.frameLocator('iframe[title="Lottery games"]');
    await expect(site.getByRole('heading', { level: 2, name: game.remark })).toBeVisible();
    await site.getByRole('button', { name: 'Quick pick' }).click();
    await site.getByRole('button', { name: 'Add to bet slip' }).click();
    const slip = site.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByRole('listitem')).toHaveCount(1);
    await expect(slip.getByRole('listitem').first()).toContainText(game.remark);
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await expect(slip.getByRole('status')).toContainText(`1 bet placed for ${pesos(game.ticketPrice)}`);
    spent += game.ticketPrice;
    // The site told the host: the balance over the frame follows every bet.
    await expect(hostBalance(page).getByText(pesos(before - spent))).toBeVisible();
  }
  expect(GAMES).toHaveLength(9);
  expect(await apiBalance(page)).toBeCloseTo(before - spent, 3);
});

test.describe('§20.1 the game is the whole screen', () => {
  /** The frame's share of the viewport's height, and whether the page itself (not the game) could scroll. */
  async function measure(page: Page, frameTitle: string) {
    const viewport = page.viewportSize()!;
    const box = (await page.locator(`iframe[title="${frameTitle}"]`).boundingBox())!;
    const pageScrolls = await page.evaluate(
      () => document.scrollingElement!.scrollHeight > window.innerHeight,
    );
    return { share: box.height / viewport.height, width: box.width / viewport.width, pageScrolls };
  }

  async function expectTarget(control: ReturnType<Page['getByRole']>) {
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  // Both phone sizes in one visit: the frame's layout follows the window, so a resize proves what a fresh load
  // at that size would (the sideways test below relies on the same), at half the page boots.
  const PHONES = [
    { width: 360, height: 740 },
    { width: 412, height: 915 },
  ];

  test('at 360×740 and 412×915 the frame covers at least 90 % of the height, game and orders; a phone on its side keeps playing', async ({
    page,
    request,
  }) => {
    await freshMorning(request);
    await page.setViewportSize(PHONES[0]!);
    await logIn(page, 'juan2026');

    await page.goto('/lottGame?gameId=202');
    await expect(page.getByRole('heading', { level: 1, name: 'Swertres (3D)' })).toBeVisible();
    const site = page.frameLocator('iframe[title="Lottery games"]');
    await expect(site.getByRole('heading', { level: 2, name: 'Swertres (3D)' })).toBeVisible();
    await expect(hostBalance(page).getByText('₱12,345.67')).toBeVisible();
    // The app's own header, footer menu and sidebar button are not repeated around the game.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Customer service and app download' })).toHaveCount(0);
    for (const viewport of PHONES) {
      await page.setViewportSize(viewport);
      const game = await measure(page, 'Lottery games');
      expect(game.share, `game at ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(0.9);
      expect(game.width).toBeCloseTo(1, 2);
      expect(game.pageScrolls).toBe(false);
      await expectTarget(page.getByRole('link', { name: 'Back' }));
      await expectTarget(hostBalance(page).getByRole('button', { name: 'Refresh balance' }));
      await expectNoAxeViolations(page, `/lottGame at ${viewport.width}×${viewport.height}`);
    }

    await test.step('a phone on its side keeps playing: no turn-back tip, the frame still fills the screen', async () => {
      await page.setViewportSize({ width: 740, height: 360 });
      await expect(page.getByRole('heading', { level: 1, name: 'Swertres (3D)' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Please turn your phone' })).toHaveCount(0);
      const sideways = await measure(page, 'Lottery games');
      // The bar keeps its 44 px controls, so on a 360 px high screen the game has the rest: over 80 %.
      expect(sideways.share).toBeGreaterThanOrEqual(0.8);
      expect(sideways.pageScrolls).toBe(false);
      await expect(site.getByRole('button', { name: 'Quick pick' })).toBeVisible();
    });

    await page.goto('/member/lottOrders');
    await expect(page.getByRole('heading', { level: 1, name: 'Betting history' })).toBeVisible();
    const orders = page.frameLocator('iframe[title="Your lottery bets"]');
    await expect(orders.getByRole('list', { name: 'My bets' })).toBeVisible();
    for (const viewport of [...PHONES].reverse()) {
      await page.setViewportSize(viewport);
      const bets = await measure(page, 'Your lottery bets');
      expect(bets.share, `orders at ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(0.9);
      expect(bets.pageScrolls).toBe(false);
      await expectNoAxeViolations(page, `/member/lottOrders at ${viewport.width}×${viewport.height}`);
    }

    // The app's chrome is back on the screen the player returns to.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/member/home');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
