import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/session';
import { mockClock, PLAYER, returningVisitor } from './support/world';
import { DRAW_PAGE_SIZE, quickRange, rangeQuery } from '../../src/lib/draw-range';
import { formatManilaDateTime } from '../../src/lib/manila-time';

// §20.5 Check my numbers on a phone: reached from More and from the draw results, a jackpot combination typed
// in another order finds the draw it matched in full. The draw is read from the fake backend's history call,
// the same one the page makes, for the page's default range (the last 30 Manila days).

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

interface Draw {
  gameCode: string;
  winNo: string;
  winningTime: number;
}

/** The newest draw of a game in the page's default range (the last 30 Manila days). */
async function latestDraw(request: APIRequestContext, gameCode: string): Promise<Draw> {
  const { now } = await mockClock(request);
  const response = await request.get('/lgw/pl/draw/win_order_prize_summaries', {
    params: { gameCode, ...rangeQuery(quickRange('days30', now)), page: 0, size: DRAW_PAGE_SIZE },
    headers: { Language: 'en' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: Draw[] }).content[0];
}

// Both ways of checking on one page: a visitor's typed combination, then a signed-in player's past bet.
test('§20.5 a combination checked against the last 30 days lists the draw it would have won, and its tier; a signed-in player checks a past bet', async ({
  page,
  request,
}) => {
  await test.step('§20.5 a combination checked against the last 30 days lists the draw it would have won, and its tier', async () => {
    const latest = await latestDraw(request, 'UL58');
    const numbers = latest.winNo.split('-');

    await page.goto('/more');
    await page.getByRole('link', { name: 'Check my numbers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check my numbers' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/draw-result$/);
    await page.getByRole('link', { name: 'Check my numbers' }).click();
    await expect(page).toHaveURL(/\/check-numbers$/);
    // The URL moves at once, while the results page (with a Game select of its own) stays until this one is
    // drawn: a choice made before the heading shows lands on the page being left.
    await expect(page.getByRole('heading', { level: 1, name: 'Check my numbers' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Ultra Lotto 6/58' });
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    // §5.10: Check waits for a valid form.
    await expect(page.getByRole('button', { name: 'Check' })).toBeDisabled();
    for (const [index, n] of [...numbers].reverse().entries())
      await page.getByRole('textbox', { name: `Number ${index + 1}` }).fill(n);
    await page.getByRole('button', { name: 'Check' }).click();

    const card = page.getByRole('article').filter({ hasText: formatManilaDateTime(latest.winningTime) });
    await expect(card.getByRole('heading', { name: 'Jackpot' })).toBeVisible();
    await expect(card.getByText('6 of 6 numbers')).toBeVisible();
    await expect(card.getByText(`Winning numbers: ${numbers.join('-')}`)).toBeAttached();
    await expect(
      page.getByRole('status').filter({ hasText: /^Would have won in \d+ of \d+ draws?\.$/ }),
    ).toBeVisible();

    // Thumb-sized numbers and buttons on the phone, and nothing axe objects to with results on screen.
    for (const control of [
      page.getByRole('textbox', { name: 'Number 1' }),
      page.getByRole('button', { name: 'Check' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page, '/check-numbers with results');
  });

  await test.step('§20.5 check my numbers from a past bet: a signed-in player picks a bet and sees the draws its numbers would have won', async () => {
    // A Swertres bet on the digits of the latest draw, placed as the game site places bets.
    const latest = await latestDraw(request, '3DL');
    const digits = latest.winNo.split('-').map(Number);
    const placed = await request.post('/__mock/bets', {
      data: { username: PLAYER.username, gameCode: '3DL', numbers: digits, amount: 10 },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { drawTime } = (await placed.json()) as { drawTime: number };

    // A visitor has no bets to pick from.
    await page.goto('/check-numbers');
    await expect(page.getByRole('combobox', { name: 'Game' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pick from my bets' })).toHaveCount(0);

    await signIn(page, PLAYER);
    await page.goto('/check-numbers');
    await page.getByRole('button', { name: 'Pick from my bets' }).click();
    const sheet = page.getByRole('dialog', { name: 'My recent bets' });
    const pick = sheet.getByRole('button', {
      name: `Swertres (3D): ${digits.join('-')}, draw ${formatManilaDateTime(drawTime)}`,
    });
    await expect(pick).toBeVisible();
    const box = (await pick.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, '/check-numbers with the recent bets sheet open');

    await pick.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('3DL');
    for (const [index, digit] of digits.entries())
      await expect(page.getByRole('textbox', { name: `Digit ${index + 1}` })).toHaveValue(String(digit));
    await page.getByRole('button', { name: 'Check' }).click();

    const card = page.getByRole('article').filter({ hasText: formatManilaDateTime(latest.winningTime) });
    await expect(card.getByRole('heading', { name: 'Straight' })).toBeVisible();
    await expect(card.getByText('All 3 in the drawn order')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /^Would have won in \d+ of \d+ draws?\.$/ }),
    ).toBeVisible();
  });
});
