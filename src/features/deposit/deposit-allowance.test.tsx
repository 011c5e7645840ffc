// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadStringsBeforeAll, logInAs, recordFetch, renderRoutes, resetAfterEach } from '@/testing/harness';
import { DepositPage } from './deposit-page';

loadStringsBeforeAll();
resetAfterEach();

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
});
