// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import { session } from '@/state/session';
import { ui } from '@/state/ui';
import { loadStringsBeforeAll, logInAs, renderRoutes, resetAfterEach } from '@/testing/harness';
import { MemberHomePage } from './member-home-page';

loadStringsBeforeAll();
resetAfterEach();

const renderAt = (path: string) =>
  renderRoutes([{ path: '/member/home', element: <MemberHomePage /> }], path);

describe('member home', () => {
  it("shows the player's name, account id, total balance and the ways into the account", async () => {
    await logInAs();
    renderAt('/member/home');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(await within(account).findByText('Juan')).toBeInTheDocument();
    expect(await within(account).findByText('10000001')).toBeInTheDocument();
    expect(await within(account).findByText('₱12,345.67')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/member/fundAccount',
      '/member/transaction',
      '/member/securityCenter',
      '/member/lottOrders',
      '/more',
    ]);
  });

  it('§2.2 takes the player to deposit and to withdraw from the account card', async () => {
    await logInAs();
    const routes = [
      { path: '/member/home', element: <MemberHomePage /> },
      { path: '/member/deposit', element: <p>Deposit screen</p> },
      { path: '/member/withdraw', element: <p>Withdraw screen</p> },
    ];
    const first = renderRoutes(routes, '/member/home');
    const account = screen.getByRole('region', { name: 'Account' });
    await first.user.click(within(account).getByRole('link', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit screen')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/member/deposit');
    cleanup();

    const second = renderRoutes(routes, '/member/home');
    await second.user.click(
      within(screen.getByRole('region', { name: 'Account' })).getByRole('link', { name: 'Withdraw' }),
    );
    expect(await screen.findByText('Withdraw screen')).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/member/withdraw');
  });

  it.each([
    [{ currency: 'USD' }, '$12,345.67'],
    [{ currency: 'JPY', currencySymbol: '₱' }, '¥12,345.67'],
    [{}, '₱12,345.67'],
    [{ currency: 'not a code' }, '₱12,345.67'],
  ])('shows the balance in the wallet currency (default PHP): %o → %s', async (wallet, shown) => {
    server.use(
      http.get('*/wps/v2/wallets/balance', () => HttpResponse.json({ sumBalance: 12345.678, ...wallet })),
    );
    await logInAs();
    renderAt('/member/home');
    const account = screen.getByRole('region', { name: 'Account' });
    expect(await within(account).findByText(shown)).toBeInTheDocument();
  });

  it('copies the account id and says so', async () => {
    await logInAs();
    const { user } = renderAt('/member/home');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy account ID' }));
    expect(writeText).toHaveBeenCalledWith('10000001');
    expect(ui.toasts.map((t) => t.text)).toContain('copied');
  });

  it('logs out', async () => {
    await logInAs();
    const { user } = renderAt('/member/home');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(session.isLoggedIn).toBe(false));
  });
});
