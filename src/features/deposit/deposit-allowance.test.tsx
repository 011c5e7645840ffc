// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPlayerByUsername } from '@mock/db/players';
import { setLimits } from '@mock/db/responsible';
import { clock } from '@mock/lib/clock';
import { logInAs, recordFetch, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { DepositPage } from './deposit-page';

setUpScreenTests();

describe('issue 19: the deposit form and the deposit limits', () => {
  it('shows what the limits still allow and refuses a larger amount before sending it', async () => {
    await logInAs('carmen2026');
    const deposits = recordFetch('/wps/v2/deposit/eWallet');
    const { user } = renderRoutes([{ path: '/member/deposit', element: <DepositPage /> }], '/member/deposit');
    await user.click(await screen.findByRole('radio', { name: 'GCash' }));
    expect(await screen.findByText('Your deposit limit allows ₱500.00 more.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.tab();
    expect(await screen.findByText('Over your deposit limit: ₱500.00 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit now' })).toBeDisabled();
    expect(deposits()).toEqual([]);
  });

  it('shows no allowance to a player without limits', async () => {
    await logInAs('juan2026');
    const { user } = renderRoutes([{ path: '/member/deposit', element: <DepositPage /> }], '/member/deposit');
    await user.click(await screen.findByRole('radio', { name: 'GCash' }));
    expect(screen.queryByText(/Your deposit limit allows/)).toBeNull();
  });

  it('issue 19 gap 4: after the server refuses a deposit over the limit, the page shows the allowance left now', async () => {
    await logInAs('carmen2026');
    const { user } = renderRoutes([{ path: '/member/deposit', element: <DepositPage /> }], '/member/deposit');
    await user.click(await screen.findByRole('radio', { name: 'GCash' }));
    expect(await screen.findByText('Your deposit limit allows ₱500.00 more.')).toBeInTheDocument();
    // Meanwhile, on another device, the player lowers the daily limit to ₱200 (a lower limit applies at once).
    await setLimits(
      findPlayerByUsername('carmen2026')!.id,
      'DEPOSIT',
      { daily: 200, monthly: 10_000 },
      clock.now(),
    );
    await user.type(screen.getByLabelText('Amount'), '400');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Your deposit limit allows ₱200.00 more.')).toBeInTheDocument();
    expect(screen.queryByText('Your deposit limit allows ₱500.00 more.')).toBeNull();
  });
});
