// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { depositsOf } from '@mock/db/deposits';
import { ledger } from '@mock/db/ledger';
import { findPlayerByUsername } from '@mock/db/players';
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
import { DepositPage } from './deposit-page';

// Money under failure (docs/security.md), the cells that need no browser: the real deposit screen and fetch
// pipeline against the in-process fake backend, faults injected with its scenarios. A deposit order credits
// nothing until it is approved, so "nothing lost, nothing doubled" is one order for one intent and a ledger
// left alone.

setUpScreenTests();

const PATH = '/wps/v2/deposit/eWallet';
const juan = () => findPlayerByUsername('juan2026')!;
const ordersOfJuan = () => depositsOf(juan().id);

const renderDeposit = () =>
  renderRoutes([{ path: '/member/deposit', element: <DepositPage /> }], '/member/deposit');

async function openAndFill() {
  await logInAs();
  const { user } = renderDeposit();
  await user.click(await screen.findByRole('radio', { name: 'GCash' }));
  await user.click(screen.getByRole('button', { name: '₱500.00' }));
  return user;
}

describe('deposit under failure', () => {
  it('timeout: says so after 10 s, keeps the form, and the retry finds the late order instead of making another', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const user = await openAndFill();
    const fresh = ordersSince(ordersOfJuan);
    const entries = ledger.count();
    const calls = recordFetch(PATH);
    await applyScenario('slow', { op: 'depositByEWallet', ms: 600_000 });

    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await vi.waitFor(() => expect(heldSlowCalls()).toBe(1));
    await vi.advanceTimersByTimeAsync(10_000);
    const form = (await screen.findByRole('button', { name: 'Deposit now' })).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'That did not go through. Please try again.',
    );
    // The time-out itself is the pipeline's toast to say (spec section 8), not the form's.
    expect(ui.toasts.map((toast) => toast.text)).toContain('request_timeout');
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');

    // The server finishes the call after the app stopped waiting: that late order is the player's intent.
    await applyScenario('slow', {}, false);
    await vi.waitFor(() => expect(fresh()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const order = await screen.findByRole('region', { name: 'Your deposit' });
    expect(within(order).getByRole('status')).toHaveTextContent('Status: New');
    const sent = calls();
    expect(sent).toHaveLength(2);
    expect(fresh()).toHaveLength(1);
    expect(fresh()[0].amountMilli).toBe(500_000);
    expect(within(order).getByText(/^D\d+$/)).toHaveTextContent(fresh()[0].orderNo);
    expect(ledger.count()).toBe(entries);
  });

  // The fault comes after the server made the order: its answer is lost on the way back (a dropped connection)
  // or replaced by a gateway's 502. The outcome is unknown to the app, so the retry keeps the key and the
  // server answers with the order it already made.
  it.each(LOST_ANSWERS)(
    'an answer lost to %s after the order was made: the retry gets that order, never a second one',
    async (_fault, says, fault) => {
      const keys = loseFirstAnswer(PATH, fault);
      const user = await openAndFill();
      const fresh = ordersSince(ordersOfJuan);
      const entries = ledger.count();

      await user.click(screen.getByRole('button', { name: 'Deposit now' }));
      const form = (await screen.findByRole('button', { name: 'Deposit now' })).closest('form')!;
      expect(await within(form).findByRole('alert')).toHaveTextContent(says);
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
      expect(fresh()).toHaveLength(1);

      setOffline(false);
      await user.click(screen.getByRole('button', { name: 'Deposit now' }));
      const order = await screen.findByRole('region', { name: 'Your deposit' });
      expect(within(order).getByText(/^D\d+$/)).toHaveTextContent(fresh()[0].orderNo);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(fresh()).toHaveLength(1);
      expect(ledger.count()).toBe(entries);
    },
  );

  // The screen going away while the call is out, as a reload does (the in-memory attempt and its key go with
  // it). The browser test tests/e2e/failures-deposit.spec.ts, "deposit × reload during submit", does it with a
  // real reload; here the screen is unmounted and opened again, against the same world.
  it('the screen gone while the call is out: the order the server still makes is waiting among the open deposits', async () => {
    const user = await openAndFill();
    const fresh = ordersSince(ordersOfJuan);
    const entries = ledger.count();
    await applyScenario('slow', { op: 'depositByEWallet', ms: 600_000 });
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await vi.waitFor(() => expect(heldSlowCalls()).toBe(1));
    cleanup();

    await applyScenario('slow', {}, false);
    await vi.waitFor(() => expect(fresh()).toHaveLength(1));
    renderDeposit();
    const open = await screen.findByRole('region', { name: 'Open deposits' });
    const listed = within(open).getAllByRole('button', { name: /^₱500\.00 · GCash/i });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toHaveTextContent('New');
    expect(listed[0]).toHaveTextContent(fresh()[0].orderNo);
    expect(fresh()).toHaveLength(1);
    expect(ledger.count()).toBe(entries);
  });
});
