// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncements } from '@/api';
import { initI18n } from '@/i18n';
import { manilaDayKey } from '@/lib/manila-time';
import { phaseOf, popupsFor } from '@/lib/popup-rules';
import { agreeToAge } from '@/state/age-gate';
import { closePopups } from '@/state/popups';
import { dispatchSession } from '@/state/session';
import { navigateTo } from '@/state/navigation';
import { dismissToast, setOffline, showDialog, showToast, ui } from '@/state/ui';
import { preloadBeforeAll } from '@/testing/harness';
import { App } from './app';

beforeAll(async () => {
  await initI18n();
});
// The screens these tests open load lazily.
preloadBeforeAll(
  () => import('@/features/login/login-shell'),
  () => import('@/features/login/login-page'),
  () => import('@/features/home/player-top'),
);

/** The shell's own behaviour is tested here: the 21+ question and the promo popup are answered up front. */
async function answerFirstVisitQuestions() {
  agreeToAge();
  const { popup = [] } = await getAnnouncements({ platform: 'W', types: 'PU' });
  for (const loggedIn of [false, true]) {
    const shown = popupsFor(popup, { loggedIn, firstTimeLogin: false, today: manilaDayKey(Date.now()) });
    if (shown.length > 0) closePopups(phaseOf({ loggedIn }), shown[0].id);
  }
}

beforeEach(answerFirstVisitQuestions);

afterEach(() => {
  cleanup();
  dispatchSession({ type: 'loggedOut' });
  for (const toast of [...ui.toasts]) dismissToast(toast.id);
  ui.dialogs.splice(0);
  setOffline(false);
  window.history.replaceState(null, '', '/');
});

function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
  return userEvent.setup();
}

describe('the app shell', () => {
  it('logs the seeded player in on /login and shows their balance at home', async () => {
    const user = renderAppAt('/login');
    await user.type(await screen.findByLabelText('Username'), 'juan2026');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Lotto2026');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
    const submit = screen.getByRole('button', { name: 'Log in' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText('₱12,345.67')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Juan' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('sends an unknown path home', async () => {
    renderAppAt('/no/such/page');
    expect(await screen.findByRole('region', { name: 'Total balance' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('sends a visitor who opens a member screen to log in', async () => {
    renderAppAt('/member/deposit');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('follows a navigation request from outside React through its router, replacing the screen', async () => {
    renderAppAt('/');
    await screen.findByRole('region', { name: 'Total balance' });
    const entries = window.history.length;
    act(() => navigateTo('/login'));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(entries);
  });

  it('shows toasts: our keys translated, server text as it came, errors as alerts', async () => {
    renderAppAt('/');
    act(() => {
      showToast('network_offline');
      showToast('Deposit is not allowed currently', { kind: 'error', isKey: false });
    });
    expect(await screen.findByText('Network not available')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Deposit is not allowed currently');
  });

  it('shows a warning dialog that keeps focus inside and closes on Escape', async () => {
    const user = renderAppAt('/');
    await screen.findByRole('region', { name: 'Total balance' });
    act(() => {
      showDialog({
        kind: 'warning',
        titleKey: 'session_ended_title',
        text: 'Logged in on another device',
        isKey: false,
      });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Session ended' });
    expect(dialog).toHaveAccessibleDescription('Logged in on another device');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(ui.dialogs).toHaveLength(0);
  });

  it('closes the warning dialog with OK and then shows the next one', async () => {
    const user = renderAppAt('/');
    await screen.findByRole('region', { name: 'Total balance' });
    act(() => {
      showDialog({ kind: 'warning', titleKey: 'session_ended_title', text: 'first', isKey: false });
      showDialog({ kind: 'info', titleKey: 'session_ended_title', text: 'not_login', isKey: true });
    });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'Sorry, you are not logged in! please login first',
    );
  });

  it('shows the offline banner while the network is gone', async () => {
    renderAppAt('/');
    await screen.findByRole('region', { name: 'Total balance' });
    expect(screen.queryByText('Network not available')).not.toBeInTheDocument();

    act(() => window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('Network not available')).toBeInTheDocument();

    act(() => window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(screen.queryByText('Network not available')).not.toBeInTheDocument());
  });
});
