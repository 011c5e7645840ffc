// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import { getTodayGames } from '@/api';
import { RequireLogin } from '@/app/guards/require-login';
import { gameArtUrl, gameName } from '@/lib/games';
import { agreeToAge, askAgeAgain } from '@/state/age-gate';
import { session } from '@/state/session';
import {
  dismissAllToasts,
  loadStringsBeforeAll,
  logInAs,
  preloadBeforeAll,
  recordFetch,
  renderRoutes,
  resetAfterEach,
} from '@/testing/harness';
import { HomePage } from './home-page';

loadStringsBeforeAll({ screens: false });
preloadBeforeAll(
  () => import('./player-top'),
  () => import('./hot-games-list'),
  () => import('./today-draws-list'),
  () => import('./promo-popup'),
  () => import('./home-banners'),
);
resetAfterEach(dismissAllToasts);

/** Logs the seeded player in against the fake backend, as the login screen would. */
const logInAsJuan = () => logInAs('juan2026', { member: true });

const renderHome = () => renderRoutes([{ path: '*', element: <HomePage /> }], '/').user;

/** The API paths the page called, in order. */
function recordCalls() {
  const calls = recordFetch();
  return () => calls().map(({ method, url }) => `${method} ${url.pathname}`);
}

describe('home balance box', () => {
  it('asks a visitor to log in or register', () => {
    renderHome();
    const box = screen.getByRole('region', { name: 'Total balance' });
    expect(within(box).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(box).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();
  });

  it('§2.1 shows a visitor the deposit button; a tap says "Sorry, you are not logged in! please login first" and goes to log in', async () => {
    const { user, router } = renderRoutes(
      [
        { path: '/', element: <HomePage /> },
        { path: '/login', element: <p>Log in screen</p> },
        {
          element: <RequireLogin />,
          children: [{ path: '/member/deposit', element: <p>Deposit screen</p> }],
        },
      ],
      '/',
      { toasts: true },
    );
    const box = screen.getByRole('region', { name: 'Total balance' });
    await user.click(within(box).getByRole('link', { name: 'Deposit' }));

    expect(await screen.findByText('Log in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Sorry, you are not logged in! please login first')).toBeVisible();
  });

  it("greets the player and shows the wallet's total, rounded down to the centavo", async () => {
    await logInAsJuan();
    renderHome();
    // The player's part of home arrives as its own chunk; until then a skeleton of the same size stands in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Juan' })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Total balance' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(await within(box).findByText('₱12,345.67')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-busy', 'false');
    expect(within(box).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/deposit');
  });

  it.each([
    [{ currency: 'USD', currencySymbol: '₱' }, '$12,345.67'],
    [{}, '₱12,345.67'],
    [{ currency: 'not a code' }, '₱12,345.67'],
  ])('shows the total in the wallet currency (default PHP): %o → %s', async (wallet, shown) => {
    server.use(
      http.get('*/wps/v2/wallets/balance', () => HttpResponse.json({ sumBalance: 12345.678, ...wallet })),
    );
    await logInAsJuan();
    renderHome();
    const box = screen.getByRole('region', { name: 'Total balance' });
    expect(await within(box).findByText(shown)).toBeInTheDocument();
  });

  it('refreshes by recalling the wallet first, ignores taps meanwhile and announces the result', async () => {
    await logInAsJuan();
    const user = renderHome();
    await screen.findByText('₱12,345.67');
    const calls = recordCalls();
    // The recall is held until the taps are done: on a slow enough machine a whole refresh fitted between two
    // taps, and the later taps were then rightly new refreshes. Returning nothing passes it on to the fake backend.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/wps/relay/GCS_walletReturn', async () => {
        await held;
      }),
    );

    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    await user.click(refresh);
    await user.click(refresh);
    await user.click(refresh);
    release();

    await vi.waitFor(() => expect(screen.getByText('Balance updated')).toBeInTheDocument());
    expect(screen.getByText('Balance updated')).toHaveAttribute('role', 'status');
    expect(calls()).toEqual(['POST /wps/relay/GCS_walletReturn', 'GET /wps/v2/wallets/balance']);
    expect(screen.getByText('₱12,345.67')).toBeInTheDocument();
  });

  it('logs the player out and shows the visitor prompt again', async () => {
    await logInAsJuan();
    const user = renderHome();
    await screen.findByText('₱12,345.67');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(session.isLoggedIn).toBe(false);
    expect(screen.queryByText('₱12,345.67')).not.toBeInTheDocument();
  });

  it('logs out on this device even when the server call fails', async () => {
    await logInAsJuan();
    const user = renderHome();
    await screen.findByText('₱12,345.67');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(session.isLoggedIn).toBe(false);
  });
});

describe('hot games', () => {
  /** The name of the first of today's games, as the strip shows it. */
  const firstHotGame = async () => gameName((await getTodayGames()).todayGames[0]);

  it('§6.13 tells a visitor who taps a hot game "Sorry, you are not logged in! please login first" and takes them to log in', async () => {
    const { user, router } = renderRoutes(
      [
        { path: '/', element: <HomePage /> },
        { path: '/login', element: <p>Log in screen</p> },
        // The game frame's guard, as the route table has it: on its own it sends a visitor to log in in silence.
        { element: <RequireLogin />, children: [{ path: '/lottGame', element: <p>Game frame</p> }] },
      ],
      '/',
      { toasts: true },
    );
    await user.click(
      await within(screen.getByRole('region', { name: 'Hot games' })).findByRole('link', {
        name: await firstHotGame(),
      }),
    );

    expect(await screen.findByText('Log in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Sorry, you are not logged in! please login first')).toBeVisible();
  });

  it("§20.3 names each hot game once, by its game's artwork", async () => {
    const { todayGames } = await getTodayGames();
    renderHome();
    const strip = screen.getByRole('region', { name: 'Hot games' });
    for (const game of todayGames) {
      const link = await within(strip).findByRole('link', { name: gameName(game) });
      expect(within(link).getByRole('img', { name: gameName(game) })).toHaveAttribute(
        'src',
        gameArtUrl(game.gameCode),
      );
    }
  });

  it('opens the game for a player, without a word', async () => {
    await logInAsJuan();
    const { user, router } = renderRoutes(
      [
        { path: '/', element: <HomePage /> },
        { path: '/lottGame', element: <p>Game frame</p> },
      ],
      '/',
      { toasts: true },
    );
    await user.click(
      await within(screen.getByRole('region', { name: 'Hot games' })).findByRole('link', {
        name: await firstHotGame(),
      }),
    );

    expect(await screen.findByText('Game frame')).toBeInTheDocument();
    expect(router.state.location.search).toMatch(/^\?gameId=\d+$/);
    expect(screen.queryByText('Sorry, you are not logged in! please login first')).not.toBeInTheDocument();
  });
});

describe('banners under the 21+ question', () => {
  const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

  it('a first visitor asks for no banners and draws no banner picture until the question is answered; then they load', async () => {
    // A visitor who has not answered yet (an earlier test's login counted as agreeing).
    expect(session.isLoggedIn).toBe(false);
    askAgeAgain();
    const calls = recordFetch(ANNOUNCEMENTS);
    renderHome();
    // The rest of home is drawn and filled beneath the question.
    const strip = screen.getByRole('region', { name: 'Hot games' });
    await within(strip).findByRole('link', { name: gameName((await getTodayGames()).todayGames[0]) });
    expect(screen.queryByRole('region', { name: 'Banners' })).not.toBeInTheDocument();
    expect(calls()).toEqual([]);
    // Waiting is not loading: nothing on the page says it is busy once the lists are in.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

    agreeToAge();
    const banners = await screen.findByRole('region', { name: 'Banners' });
    expect(within(banners).getAllByRole('img').length).toBeGreaterThan(0);
    expect(calls()).toHaveLength(1);
  });
});
