// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '@mock/node';
import { session } from '@/state/session';
import { setOffline, ui } from '@/state/ui';
import { BALANCE_REFRESH_DELAY_MS } from '@/services/balance-refresh';
import { loadStringsBeforeAll, logInAs, renderRoutes, resetAfterEach } from '@/testing/harness';
import { MemberHomePage } from './member-home-page';

loadStringsBeforeAll();
resetAfterEach(() => {
  ui.toasts.splice(0);
  setOffline(false);
});

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
      // Issue 19: responsible gaming is reachable from the member home.
      '/member/responsibleGaming',
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

  describe('§7.19 consolidated funds on member home', () => {
    const FUNDS = '/wps/member/info/funds/consolidated';
    const askedFor = (path: string) => {
      const asked: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname === path) asked.push(request.method);
      });
      return asked;
    };
    /** The wallet details' rows as the player reads them: name, then amount. */
    const rows = (region: HTMLElement) =>
      within(region)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

    it('§7.19 reads the money in each wallet only when the player opens Wallet details, and shows each with the total', async () => {
      const asked = askedFor(FUNDS);
      await logInAs();
      const { user } = renderAt('/member/home');
      const account = screen.getByRole('region', { name: 'Account' });
      expect(await within(account).findByText('₱12,345.67')).toBeInTheDocument();
      const toggle = within(account).getByRole('button', { name: 'Wallet details' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(asked).toEqual([]);

      // The answer is held until the loading state has been seen.
      let answer = () => undefined as void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      server.use(http.get(`*${FUNDS}`, () => held.then(() => undefined), { once: true }));
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      // Loading: the place of the list says it is busy until the answer comes.
      await vi.waitFor(() => expect(details.querySelector('[aria-busy="true"]')).not.toBeNull());
      answer();
      await within(details).findByText('All wallets');
      expect(rows(details)).toEqual([
        ['Main wallet', '₱12,345.67'],
        ['Lottery game wallet', '₱0.00'],
        ['All wallets', '₱12,345.67'],
      ]);
      expect(details).toHaveTextContent('goes back to your main wallet when you refresh the balance');
      expect(asked).toEqual(['GET']);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(details).not.toBeVisible();
    });

    it("§7.19 shows a wallet the app has no words for by the server's name, in the funds' currency", async () => {
      server.use(
        http.get(`*${FUNDS}`, () =>
          HttpResponse.json({
            sumBalance: 150.5,
            currency: 'USD',
            currencySymbol: '$',
            wallets: [
              { typeId: 1, name: 'Cash', balance: 100 },
              { typeId: 7, name: 'Bonus wallet', balance: 50.509 },
            ],
          }),
        ),
      );
      await logInAs();
      const { user } = renderAt('/member/home');
      await user.click(await screen.findByRole('button', { name: 'Wallet details' }));
      const details = (await screen.findByText('All wallets')).closest('dl')!;
      expect(rows(details)).toEqual([
        ['Main wallet', '$100.00'],
        ['Bonus wallet', '$50.50'],
        ['All wallets', '$150.50'],
      ]);
      // No game wallet, nothing to explain about one.
      expect(screen.queryByText(/refresh the balance/)).toBeNull();
    });

    it.each([
      [
        'a refusal',
        () =>
          HttpResponse.json({ success: false, code: 'SYSTEM_BUSY', message: 'System busy' }, { status: 500 }),
        ['System busy'],
        false,
      ],
      [
        'a 502 (only logged)',
        () =>
          HttpResponse.json({ success: false, code: 'BAD_GATEWAY', message: 'Bad gateway' }, { status: 502 }),
        [],
        false,
      ],
      ['no answer (the offline banner)', () => HttpResponse.error(), [], true],
    ] as const)(
      '§7.19 after %s: the failure rules, one line where the list would be, and Try again reads it again',
      async (_case, answer, toasts, offline) => {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        server.use(http.get(`*${FUNDS}`, answer, { once: true }));
        await logInAs();
        const { user } = renderAt('/member/home');
        await user.click(await screen.findByRole('button', { name: 'Wallet details' }));
        expect(await screen.findByText('Wallet details are not available right now.')).toBeInTheDocument();
        expect(ui.toasts.filter((t) => t.kind === 'error').map((t) => t.text)).toEqual(toasts);
        expect(ui.offline).toBe(offline);

        await user.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByText('All wallets')).toBeInTheDocument();
        expect(screen.queryByText('Wallet details are not available right now.')).toBeNull();
      },
    );

    it('§7.19 a balance refresh reads open wallet details again (the recall moves money between wallets)', async () => {
      const asked = askedFor(FUNDS);
      await logInAs();
      const { user } = renderAt('/member/home');
      await user.click(await screen.findByRole('button', { name: 'Wallet details' }));
      await screen.findByText('All wallets');
      expect(asked).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
      await vi.waitFor(() => expect(asked).toHaveLength(2), { timeout: BALANCE_REFRESH_DELAY_MS + 2000 });
    });
  });

  it('copies the account id and says so', async () => {
    await logInAs();
    const { user } = renderAt('/member/home');
    const writeText = vi.fn().mockResolvedValue(undefined);
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else Reflect.deleteProperty(navigator, 'clipboard');
    });
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
