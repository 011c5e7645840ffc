// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/state/session';
import {
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
);
resetAfterEach();

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

  it('refreshes by recalling the wallet first, ignores taps meanwhile and announces the result', async () => {
    await logInAsJuan();
    const user = renderHome();
    await screen.findByText('₱12,345.67');
    const calls = recordCalls();

    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    await user.click(refresh);
    await user.click(refresh);
    await user.click(refresh);

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
