// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clock } from '@mock/lib/clock';
import { session } from '@/state/session';
import { logInAs, refreshFailing, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { ResponsibleGamingPage } from './responsible-page';

setUpScreenTests();

const renderPage = () =>
  renderRoutes(
    [
      { path: '/member/responsibleGaming', element: <ResponsibleGamingPage /> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    '/member/responsibleGaming',
  );

describe('issue 19: the responsible gaming page', () => {
  it('shows each deposit limit with the amount used and a progress bar, and a raise pending with its time', async () => {
    await logInAs('carmen2026', { member: true });
    const { user } = renderPage();
    const deposits = await screen.findByRole('region', { name: 'Deposit limits' });
    expect(
      within(deposits).getByRole('progressbar', { name: /Daily: ₱0\.00 used of ₱500\.00/ }),
    ).toBeInTheDocument();
    expect(within(deposits).getByText('₱0.00 used, no limit')).toBeInTheDocument();
    const daily = within(deposits).getByLabelText('Daily limit (₱)');
    await user.clear(daily);
    await user.type(daily, '2000');
    await user.click(within(deposits).getByRole('button', { name: 'Save deposit limits' }));
    expect(await within(deposits).findByText(/Raising to ₱2,000\.00 on/)).toBeInTheDocument();
    expect(
      within(deposits).getByRole('progressbar', { name: /Daily: ₱0\.00 used of ₱500\.00/ }),
    ).toBeInTheDocument();
  });

  it('asks twice, stating the end date and that it cannot be undone, before a time-out logs the player out', async () => {
    clock.freeze();
    await logInAs('juan2026', { member: true });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start the break' }));
    const first = await screen.findByRole('alertdialog', { name: /Start a break until/ });
    expect(within(first).getByText(/cannot be undone or shortened/)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Continue' }));
    const second = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(second).getByText(/Nobody can end it earlier/)).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Yes, start my break' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(session.token).toBeFalsy();
  });

  it('offers no way to end or shorten a break', async () => {
    await logInAs('juan2026', { member: true });
    renderPage();
    await screen.findByRole('region', { name: 'Take a break' });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent ?? '');
    expect(buttons.filter((name) => /\b(end|shorten|undo|revoke)\b/i.test(name))).toEqual([]);
  });
});

describe('a failed refresh of what the responsible gaming page read', () => {
  it('keeps the limits and what the player was typing in them', async () => {
    await logInAs('carmen2026', { member: true });
    const { user, client } = renderPage();
    const deposits = await screen.findByRole('region', { name: 'Deposit limits' });
    const daily = within(deposits).getByLabelText('Daily limit (₱)');
    await user.clear(daily);
    await user.type(daily, '2000');

    // Everything the page read is read again (another screen asked for it) and the server fails this time.
    await refreshFailing(client);

    expect(screen.queryByText('Could not load this. Please try again.')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Deposit limits' })).getByLabelText('Daily limit (₱)'),
    ).toHaveValue('2000');
  });
});
