// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { DepositMethod } from '@/api/areas/deposit';
import { createDeposit, findDeposit, markPaid } from '@mock/db/deposits';
import { findPlayerByUsername } from '@mock/db/players';
import { settings } from '@mock/db/settings';
import {
  interceptFetch,
  loadStringsBeforeAll,
  logInAs,
  renderRoutes,
  resetAfterEach,
} from '@/testing/harness';
import { scanQr } from '@/testing/qr-scan';
import { DepositPage } from './deposit-page';
import * as leave from './leave-for';

loadStringsBeforeAll();
// jsdom cannot leave the page: each test sees where the app would have gone instead (restored after it).
let leaveFor: MockInstance<typeof leave.leaveFor>;
beforeEach(() => {
  leaveFor = vi.spyOn(leave, 'leaveFor').mockImplementation(() => {});
});
resetAfterEach();

const renderDeposit = () =>
  renderRoutes([{ path: '/member/deposit', element: <DepositPage /> }], '/member/deposit').user;

/** Chooses a channel and a quick amount, sends the deposit and returns the order panel and its number. */
async function deposit(user: ReturnType<typeof renderDeposit>, channel: string, amount: string) {
  await user.click(await screen.findByRole('radio', { name: channel }));
  await user.click(screen.getByRole('button', { name: amount }));
  await user.click(screen.getByRole('button', { name: 'Deposit now' }));
  const order = await screen.findByRole('region', { name: 'Your deposit' });
  return { order, orderNo: within(order).getByText(/^D\d+$/).textContent! };
}

describe('§7.21 deposit methods', () => {
  it('§7.21 offers channels by the deposit methods call: a method switched off there cannot be chosen', async () => {
    const realFetch = globalThis.fetch;
    interceptFetch(async (request) => {
      if (new URL(request.url).pathname !== '/wps/v2/deposit/methods') return;
      const methods = (await (await realFetch(request)).json()) as DepositMethod[];
      return Response.json(methods.map((m) => (m.methodType === 'QR' ? { ...m, enabled: false } : m)));
    });
    await logInAs();
    renderDeposit();
    expect(await screen.findByRole('radio', { name: 'GCash QR' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Online banking (InstaPay)' })).toBeEnabled();
  });
});

describe('§7.23 deposit tasks', () => {
  it('§7.23 lists the open deposits (awaiting payment or decision) with amount, channel name and status, and reopens one', async () => {
    // The paid one waits for a decision: nobody approves it while the test looks.
    settings.depositAutoApprove = false;
    await logInAs();
    const juan = findPlayerByUsername('juan2026')!;
    const now = Date.now();
    const waiting = await createDeposit(juan, 'EWALLET', { channelId: 21, amount: 500 }, now - 60_000);
    const paid = await createDeposit(juan, 'QR', { channelId: 22, amount: 300 }, now - 30_000);
    await markPaid(paid.orderNo, now - 20_000, { url: '/receipt.png', nickname: 'Juan D.' });
    const user = renderDeposit();

    const open = await screen.findByRole('region', { name: 'Open deposits' });
    const tasks = within(open).getAllByRole('button');
    // Newest first; the order number is there for a screen reader, which cannot tell two alike apart otherwise.
    expect(tasks).toHaveLength(2);
    // Each channel by the name the channel list shows, not the code the order carries (GCASHQR, GCASH).
    expect(tasks[0]).toHaveAccessibleName(`₱300.00 · GCash QR Pending ${paid.orderNo}`);
    expect(tasks[1]).toHaveAccessibleName(`₱500.00 · GCash New ${waiting.orderNo}`);

    await user.click(within(open).getByRole('button', { name: new RegExp(waiting.orderNo) }));
    const order = await screen.findByRole('region', { name: 'Your deposit' });
    expect(within(order).getByText(waiting.orderNo)).toBeInTheDocument();
    expect(within(order).getByRole('status')).toHaveTextContent('Status: New');
    expect(
      within(order).getByText('Pay ₱500.00 with GCash, then upload the receipt below.'),
    ).toBeInTheDocument();
  });

  it('§7.23 shows no open deposits when there are none', async () => {
    await logInAs();
    renderDeposit();
    expect(await screen.findByRole('button', { name: 'Deposit now' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open deposits' })).toBeNull();
  });
});

describe('§7.24 QR and launch-URL deposits', () => {
  it('§7.24 a GCASHQR deposit shows a QR code that scans back as the order’s own, and stays in the app', async () => {
    await logInAs();
    const user = renderDeposit();
    const { order, orderNo } = await deposit(user, 'GCash QR', '₱300.00');
    expect(within(order).getByText('Scan this code with GCash QR and pay ₱300.00.')).toBeInTheDocument();
    const qr = within(order).getByRole('img', { name: 'QR code to pay ₱300.00' });
    const stored = findDeposit(orderNo)!.qrCode;
    expect(stored).toContain(orderNo);
    expect(scanQr(qr as unknown as SVGSVGElement)).toBe(stored);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('§7.24 a launch-URL deposit leaves the app once, for the order’s own address only', async () => {
    await logInAs();
    const user = renderDeposit();
    const { order, orderNo } = await deposit(user, 'Online banking (InstaPay)', '₱500.00');
    const payUrl = new URL(findDeposit(orderNo)!.payUrl!, window.location.origin).href;
    expect(payUrl).toContain(orderNo);
    expect(leaveFor.mock.calls).toEqual([[payUrl]]);
    // Back from the gateway (or if it did not open), the order offers the same page and nothing else.
    expect(within(order).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      payUrl,
    );
    expect(within(order).queryByRole('img')).toBeNull();
  });

  it('§7.24 an e-wallet deposit neither leaves the app nor shows a QR code', async () => {
    await logInAs();
    const user = renderDeposit();
    const { order } = await deposit(user, 'GCash', '₱500.00');
    expect(within(order).queryByRole('img')).toBeNull();
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('§8.32 not supported by the deposit channel', () => {
  it('§8.32 a channel the server refuses is said on the channel choice, in our words, and the form stays', async () => {
    interceptFetch((request) => {
      if (new URL(request.url).pathname !== '/wps/v2/deposit/eWallet') return;
      return Response.json(
        { success: false, code: 'CHANNEL_NOT_SUPPORTED', message: 'channel 23 off' },
        { status: 400 },
      );
    });
    await logInAs();
    const user = renderDeposit();
    await user.click(await screen.findByRole('radio', { name: 'Maya' }));
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const channels = screen.getByRole('group', { name: 'Payment channel' });
    await vi.waitFor(() =>
      expect(channels).toHaveAccessibleDescription('Not supported by the deposit channel'),
    );
    expect(screen.queryByText('channel 23 off')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your deposit' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  });
});
