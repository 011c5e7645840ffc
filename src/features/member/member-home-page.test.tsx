// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from '@/api';
import { initI18n, loadScreenStrings } from '@/i18n';
import { dispatchSession, session } from '@/state/session';
import { ui } from '@/state/ui';
import { MemberHomePage } from './member-home-page';
import { WithdrawPage } from './withdraw-page';

beforeAll(async () => {
  await initI18n();
  await loadScreenStrings();
});

afterEach(() => {
  cleanup();
  dispatchSession({ type: 'loggedOut' });
});

async function logInAsJuan() {
  const { token, firstTimeLogin } = await login({
    type: 'password',
    username: 'juan2026',
    password: 'Lotto2026',
    lottoArea: 'PL',
    channel: 'MOBILE',
  });
  dispatchSession({ type: 'loggedIn', token, firstTimeLogin, at: Date.now() });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/member/home', element: <MemberHomePage /> },
      { path: '/member/withdraw', element: <WithdrawPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('member home', () => {
  it("shows the player's name, account id, total balance and the ways into the account", async () => {
    await logInAsJuan();
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

  it('copies the account id and says so', async () => {
    await logInAsJuan();
    const { user } = renderAt('/member/home');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy account ID' }));
    expect(writeText).toHaveBeenCalledWith('10000001');
    expect(ui.toasts.map((t) => t.text)).toContain('copied');
  });

  it('logs out', async () => {
    await logInAsJuan();
    const { user } = renderAt('/member/home');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(session.isLoggedIn).toBe(false));
  });

  it('gives every other member screen its title and the way back', async () => {
    await logInAsJuan();
    const { user, router } = renderAt('/member/withdraw');
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/member/home');
  });
});
