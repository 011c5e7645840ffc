// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { getTodayGames } from '@/api';
import { combinationText, parseCombination } from '@/lib/balls';
import { gameArtUrl, gameName } from '@/lib/games';
import { formatManilaDate } from '@/lib/manila-time';
import { dispatchSession } from '@/state/session';
import { dismissToast, ui } from '@/state/ui';
import { loadStringsBeforeAll, renderRoutes, resetAfterEach } from '@/testing/harness';
import { GamesPage } from './games-page';

loadStringsBeforeAll();
resetAfterEach(() => {
  for (const toast of [...ui.toasts]) dismissToast(toast.id);
});

const renderGames = () =>
  renderRoutes(
    [
      { path: '/games', element: <GamesPage /> },
      { path: '/login', element: <h1>Log in screen</h1> },
      { path: '/lottGame', element: <h1>Game frame</h1> },
    ],
    '/games',
  );

describe('Games', () => {
  it('lists every game with its name, last draw date in Manila and winning numbers as dash-joined text', async () => {
    const { games } = await getTodayGames();
    renderGames();
    const panel = await screen.findByRole('tabpanel', { name: 'All' });
    const cards = await within(panel).findAllByRole('article');
    expect(cards).toHaveLength(games.length);

    const game = games.find((g) => g.winNo && g.winningTime)!;
    const card = within(panel).getByRole('article', { name: game.remark ?? game.gameCode });
    expect(card).toHaveTextContent(`Last draw ${formatManilaDate(game.winningTime!)}`);
    expect(
      within(card).getByText(`Winning numbers: ${combinationText(parseCombination(game.winNo))}`),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Play now: ${game.remark}` })).toBeInTheDocument();
  });

  it("§20.3 shows each game's own artwork, named after the game", async () => {
    const { games } = await getTodayGames();
    renderGames();
    const panel = await screen.findByRole('tabpanel', { name: 'All' });
    await within(panel).findAllByRole('article');
    for (const game of games) {
      const card = within(panel).getByRole('article', { name: gameName(game) });
      const picture = within(card).getByRole('img', { name: gameName(game) });
      expect(picture).toHaveAttribute('src', gameArtUrl(game.gameCode));
      expect(picture).toHaveAttribute('width', '64');
    }
  });

  it("§3.6 shows a digit game's result by its number of balls, even written without separators", async () => {
    const { games } = await getTodayGames();
    const swertres = {
      ...games.find((g) => g.gameType === 'DIGIT')!,
      remark: 'Swertres',
      balls: 3,
      winNo: '527',
    };
    server.use(
      http.get('*/lgw/pl/numeros/today_games', () =>
        HttpResponse.json({ todayGames: [], games: [swertres] }),
      ),
    );
    renderGames();
    const card = await screen.findByRole('article', { name: 'Swertres' });
    expect(within(card).getByText('Winning numbers: 5-2-7')).toBeInTheDocument();
  });

  it('filters by type with real tabs', async () => {
    const { games } = await getTodayGames();
    const { user } = renderGames();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('tab', { name: 'Jackpot' }));
    const panel = screen.getByRole('tabpanel', { name: 'Jackpot' });
    expect(within(panel).getAllByRole('article')).toHaveLength(
      games.filter((g) => g.gameType === 'JACKPOT').length,
    );
    for (const ball of panel.querySelectorAll('.balls')) expect(ball).toHaveClass('balls--jackpot');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Digit' })).toHaveAttribute('aria-selected', 'true');
    const digit = screen.getByRole('tabpanel', { name: 'Digit' });
    expect(within(digit).getAllByRole('article')).toHaveLength(
      games.filter((g) => g.gameType === 'DIGIT').length,
    );
    for (const ball of digit.querySelectorAll('.balls')) expect(ball).toHaveClass('balls--digit');
  });

  it('sends a visitor who wants to play to log in, and says why', async () => {
    const { user, router } = renderGames();
    const [first] = await screen.findAllByRole('button', { name: /^Play now/ });
    await user.click(first);
    expect(await screen.findByText('Log in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(ui.toasts.map((t) => t.text)).toContain('not_login');
  });

  it("opens the game's frame for a player", async () => {
    dispatchSession({ type: 'loggedIn', token: 't', firstTimeLogin: false, at: Date.now() });
    const { games } = await getTodayGames();
    const { user, router } = renderGames();
    await user.click(await screen.findByRole('button', { name: `Play now: ${games[0].remark}` }));
    expect(await screen.findByText('Game frame')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/lottGame?gameId=${games[0].gameId}`,
    );
  });
});
