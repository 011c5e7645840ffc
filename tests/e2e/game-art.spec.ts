import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/session';
import { PLAYER, returningVisitor } from './support/world';
import { GAMES } from '../../mock/db/games';
import { gameArtUrl } from '../../src/lib/games';

// Game artwork (issue 20 item 3): every game wears its own picture (public/game-art), named after the game for
// screen readers, wherever a game is shown: the games list, home's hot games, the draw results and the lottery
// site in the game frame.

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

const codeOf = (name: string): string => {
  const game = GAMES.find((g) => g.remark === name);
  expect(game, `a game named ${name}`).toBeDefined();
  return game!.gameCode;
};

/**
 * The picture is the game's own file and has really arrived and been decoded (not a broken image). Checked as
 * one step, again until it holds: the lottery site draws its lobby at once and again when its games list is
 * back, so the picture found a moment ago can be replaced by the same picture while it is being looked at.
 * One call to the page per picture, which brings it on screen (the pictures load lazily) and waits for its
 * decoding there: looking again and again until a lazy picture had arrived cost most of this test's time.
 */
async function expectArtOf(picture: Locator, gameCode: string) {
  await expect(async () => {
    const shown = await picture.evaluate(async (img) => {
      // A picture that failed is swapped for its name in text (src/components/remote-image.tsx): no file.
      if (!(img instanceof HTMLImageElement)) return { src: null, width: 0 };
      img.scrollIntoView({ block: 'center' });
      // decode() rejects when the file is broken or cannot be decoded. A lazy picture taken out of the page
      // before it started loading (the lobby drawn again) would never settle it: its removal ends the wait,
      // and the look is taken again on the picture now in its place.
      await new Promise<void>((settled, broken) => {
        const removal = new MutationObserver(() => {
          if (img.isConnected) return;
          removal.disconnect();
          settled();
        });
        removal.observe(img.ownerDocument, { childList: true, subtree: true });
        if (!img.isConnected) settled();
        img
          .decode()
          .then(settled, broken)
          .finally(() => removal.disconnect());
      });
      return img.isConnected
        ? { src: img.getAttribute('src'), width: img.naturalWidth }
        : { src: null, width: 0 };
    });
    expect(shown.src).toBe(gameArtUrl(gameCode));
    expect(shown.width).toBeGreaterThan(0);
  }).toPass();
}

test('§20.3 every game shows its own artwork with its name for screen readers in the games list, hot games, results and the lottery site', async ({
  page,
}) => {
  await test.step('the games list: each card has a picture named after its game', async () => {
    await page.goto('/games');
    const all = page.getByRole('tabpanel', { name: 'All' });
    await expect(all.getByRole('article')).toHaveCount(GAMES.length);
    for (const game of GAMES) {
      const card = all.getByRole('article', { name: game.remark });
      await expectArtOf(card.getByRole('img', { name: game.remark }), game.gameCode);
    }
    await expectNoAxeViolations(page, '/games');
  });

  await test.step("home's hot games: each link is named by its game's picture", async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    const links = page.getByRole('region', { name: 'Hot games' }).getByRole('list').getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const name = (await link.innerText()).trim();
      // Named once, by the picture: the name written under it is for the eye only.
      await expect(link).toHaveAccessibleName(name);
      await expectArtOf(link.getByRole('img', { name }), codeOf(name));
    }
    await expectNoAxeViolations(page, '/ (hot games)');
  });

  await test.step('the draw results: each row has its game picture next to its name', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Results' }).click();
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page.getByText(/^\d+ results$/)).toBeVisible();
    const rows = page.getByRole('article');
    await expect(rows.first()).toBeVisible();
    const seen = new Set<string>();
    for (let i = 0; i < Math.min(6, await rows.count()); i++) {
      const row = rows.nth(i);
      const name = (await row.getByRole('heading').innerText()).trim();
      await expectArtOf(row.getByRole('img', { name }), codeOf(name));
      seen.add(name);
    }
    // The newest draws are of several games, each with its own picture.
    expect(seen.size).toBeGreaterThan(1);
    await expectNoAxeViolations(page, '/draw-result');
  });

  await test.step('the lottery site: the game page and every game in its lobby', async () => {
    await signIn(page, PLAYER);
    await page.goto('/lottGame?gameId=105');
    const site = page.frameLocator('iframe[title="Lottery games"]');
    await expectArtOf(site.getByRole('img', { name: 'Ultra Lotto 6/58' }), 'UL58');
    await site.getByRole('button', { name: 'All games' }).click();
    for (const game of GAMES) {
      const item = site
        .getByRole('listitem')
        .filter({ has: site.getByRole('heading', { name: game.remark }) });
      await expectArtOf(item.getByRole('img', { name: game.remark }), game.gameCode);
    }
    await expectNoAxeViolations(page, '/lottGame (lobby)');
  });
});
