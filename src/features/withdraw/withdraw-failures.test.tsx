// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { entriesOf } from '@mock/db/ledger';
import { findPlayerByUsername } from '@mock/db/players';
import { withdrawalsOf } from '@mock/db/withdrawals';
import { applyScenario } from '@mock/scenarios';
import { heldSlowCalls } from '@mock/scenarios/state';
import { setOffline, ui } from '@/state/ui';
import {
  logInAs,
  loseFirstAnswer,
  LOST_ANSWERS,
  ordersSince,
  recordFetch,
  renderRoutes,
  setUpScreenTests,
} from '@/testing/harness';
import { WithdrawPage } from './withdraw-page';

// Money under failure (docs/security.md), the cells that need no browser: the real withdraw screen and fetch
// pipeline against the in-process fake backend, faults injected with its scenarios. The money leaves the
// wallet when the order is made, so "nothing lost, nothing doubled" is one order and one ledger entry for one
// intent.

setUpScreenTests();

const PATH = '/wps/v2/transaction/withdraw';
const juan = () => findPlayerByUsername('juan2026')!;
const withdrawalsOfJuan = () => withdrawalsOf(juan().id);

const renderWithdraw = () =>
  renderRoutes([{ path: '/member/withdraw', element: <WithdrawPage /> }], '/member/withdraw');

async function openAndFill() {
  await logInAs('juan2026');
  const { user } = renderWithdraw();
  await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '500');
  await user.type(screen.getByLabelText('Payment password'), '246810');
  const confirm = async () => {
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
  };
  return confirm;
}

describe('withdrawal under failure', () => {
  it('timeout: says so after 10 s, keeps the form, and the retry finds the late withdrawal: one order, one ledger entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const confirm = await openAndFill();
    const fresh = ordersSince(withdrawalsOfJuan);
    const entries = entriesOf(juan().id).length;
    const balance = juan().balanceMilli;
    const calls = recordFetch(PATH);
    await applyScenario('slow', { op: 'withdraw', ms: 600_000 });

    await confirm();
    await vi.waitFor(() => expect(heldSlowCalls()).toBe(1));
    await vi.advanceTimersByTimeAsync(10_000);
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(await within(amount.closest('form')!).findByRole('alert')).toHaveTextContent(
      'That did not go through. Please try again.',
    );
    // The time-out itself is the pipeline's toast to say (spec section 8), not the form's.
    expect(ui.toasts.map((toast) => toast.text)).toContain('request_timeout');
    expect(screen.queryByRole('dialog', { name: 'Confirm withdrawal' })).toBeNull();
    expect(amount).toHaveValue('500');
    expect(screen.getByLabelText('Payment password')).toHaveValue('246810');

    // The server finishes the call after the app stopped waiting: that late withdrawal is the player's intent.
    await applyScenario('slow', {}, false);
    await vi.waitFor(() => expect(fresh()).toHaveLength(1));

    await confirm();
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Processing');
    expect(screen.getByText(fresh()[0].orderNo)).toBeInTheDocument();
    expect(calls()).toHaveLength(2);
    expect(fresh()).toHaveLength(1);
    expect(fresh()[0].amountMilli).toBe(500_000);
    const added = entriesOf(juan().id).slice(entries);
    expect(added).toHaveLength(1);
    expect(added[0].amountMilli).toBe(-500_000);
    expect(juan().balanceMilli).toBe(balance - 500_000);
  });

  // The fault comes after the server made the withdrawal and took the money: its answer is lost on the way
  // back (a dropped connection) or replaced by a gateway's 502. The outcome is unknown to the app, so the retry
  // keeps the key and the server answers with the withdrawal it already made.
  it.each(LOST_ANSWERS)(
    'an answer lost to %s after the withdrawal was made: the retry gets it, the money leaves once',
    async (_fault, says, fault) => {
      const keys = loseFirstAnswer(PATH, fault);
      const confirm = await openAndFill();
      const fresh = ordersSince(withdrawalsOfJuan);
      const entries = entriesOf(juan().id).length;
      const balance = juan().balanceMilli;

      await confirm();
      const amount = await screen.findByRole('textbox', { name: 'Amount' });
      expect(await within(amount.closest('form')!).findByRole('alert')).toHaveTextContent(says);
      expect(amount).toHaveValue('500');
      expect(fresh()).toHaveLength(1);

      setOffline(false);
      await confirm();
      expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeInTheDocument();
      expect(screen.getByText(fresh()[0].orderNo)).toBeInTheDocument();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(fresh()).toHaveLength(1);
      expect(entriesOf(juan().id).slice(entries)).toHaveLength(1);
      expect(juan().balanceMilli).toBe(balance - 500_000);
    },
  );

  // The screen going away while the call is out, as a reload does (the in-memory attempt and its key go with
  // it). The browser test tests/e2e/failures-withdraw.spec.ts, "withdraw × reload during submit", does it with
  // a real reload; here the screen is unmounted and opened again, against the same world.
  it('the screen gone while the call is out: the withdrawal the server still makes shows in the balance, once', async () => {
    const confirm = await openAndFill();
    const fresh = ordersSince(withdrawalsOfJuan);
    const entries = entriesOf(juan().id).length;
    const balance = juan().balanceMilli;
    await applyScenario('slow', { op: 'withdraw', ms: 600_000 });
    await confirm();
    await vi.waitFor(() => expect(heldSlowCalls()).toBe(1));
    cleanup();

    await applyScenario('slow', {}, false);
    await vi.waitFor(() => expect(fresh()).toHaveLength(1));
    renderWithdraw();
    const left = (Math.floor((balance - 500_000) / 10) / 100).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const shown = await screen.findByRole('region', { name: 'Total balance' });
    await vi.waitFor(() => expect(shown).toHaveTextContent(`₱${left}`));
    expect(fresh()).toHaveLength(1);
    expect(entriesOf(juan().id).slice(entries)).toHaveLength(1);
    expect(juan().balanceMilli).toBe(balance - 500_000);
  });
});
