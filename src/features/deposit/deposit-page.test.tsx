// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { decideDeposit } from '@mock/db/deposits';
import { settings } from '@mock/db/settings';
import {
  interceptFetch,
  logInAs,
  recordFetch,
  refreshFailing,
  renderRoutes,
  setUpScreenTests,
} from '@/testing/harness';
import { setOffline } from '@/state/ui';
import { PICTURES, SVG_WITH_SCRIPT } from '@/testing/pictures';
import { DepositPage } from './deposit-page';
import { DEPOSIT_POLL_MS } from './use-deposit-status';

setUpScreenTests();

const renderDeposit = () =>
  renderRoutes([{ path: '/member/deposit', element: <DepositPage /> }], '/member/deposit').user;

describe('deposit screen', () => {
  it('offers only the kept channels with their quick amounts ascending, and names each missing field', async () => {
    await logInAs();
    const user = renderDeposit();
    const radios = await screen.findAllByRole('radio', { name: /GCash|Maya|Online banking/ });
    expect(radios).toHaveLength(5);
    expect(screen.queryByRole('radio', { name: /GrabPay|USDT/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Online banking (PESONet)' })).toBeDisabled();

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(amount);
    await user.tab();
    expect(amount).toHaveAccessibleDescription(/Please enter an amount/);

    await user.click(screen.getByRole('radio', { name: 'Maya' }));
    const quick = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['₱100.00', '₱500.00', '₱2,000.00']);
    await user.type(amount, '00120.75');
    expect(amount).toHaveValue('12075');
    await user.clear(amount);
    await user.type(amount, '60000');
    expect(await screen.findByText('The maximum deposit for this channel is ₱50,000.00')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50');
    expect(await screen.findByText('The minimum deposit for this channel is ₱100.00')).toBeInTheDocument();
  });

  it('§5.10 keeps "Deposit now" disabled while the form is invalid, and says what is missing as a field is left', async () => {
    await logInAs();
    const user = renderDeposit();
    const submit = await screen.findByRole('button', { name: 'Deposit now' });
    expect(submit).toBeDisabled();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(amount);
    await user.tab();
    expect(amount).toHaveAccessibleDescription(/Please enter an amount/);
    await user.click(screen.getByRole('radio', { name: 'GCash' }));
    await user.type(amount, '50');
    expect(submit).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '500');
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.clear(amount);
    await vi.waitFor(() => expect(submit).toBeDisabled());
  });

  it('§5 a deposit channel must be chosen: without one nothing is sent, and the channel group says so', async () => {
    await logInAs();
    const calls = recordFetch();
    const user = renderDeposit();
    const group = await screen.findByRole('group', { name: 'Payment channel' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '500');
    // The player passes through the channels without choosing one (the group used to say zod's "expected
    // string, received null" here: react-hook-form reads an unchosen radio group as null).
    act(() => within(group).getByRole('radio', { name: 'GCash' }).focus());
    await user.tab();
    await vi.waitFor(() => expect(group).toHaveAccessibleDescription('Please choose a payment channel'));
    expect(within(group).queryByRole('radio', { checked: true })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Deposit now' });
    expect(submit).toBeDisabled();
    // Sent anyway (Enter in a field, an assistive tool): the form still refuses it and sends nothing.
    act(() => screen.getByRole<HTMLFormElement>('form', { name: 'Deposit' }).requestSubmit());
    await vi.waitFor(() => expect(group).toHaveAccessibleDescription('Please choose a payment channel'));
    expect(calls().filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: 'GCash' }));
    await vi.waitFor(() => expect(group).not.toHaveAccessibleDescription());
    await vi.waitFor(() => expect(submit).toBeEnabled());
  });

  it('opens a GCash order, says it completes within 5 minutes and follows it to Approved', async () => {
    // The status poll's interval passes on a fake clock that otherwise runs on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    await logInAs();
    const user = renderDeposit();
    await user.click(await screen.findByRole('radio', { name: 'GCash' }));
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const order = await screen.findByRole('region', { name: 'Your deposit' });
    expect(within(order).getByText(/expected to complete within 5 minutes/)).toBeInTheDocument();
    expect(within(order).getByRole('status')).toHaveTextContent('Status: New');
    const orderNo = within(order).getByText(/^D\d+$/).textContent!;
    await decideDeposit(orderNo, 'approve', Date.now());
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    await vi.waitFor(() => expect(within(order).getByRole('status')).toHaveTextContent('Status: Approved'));
    await vi.waitFor(() => expect(screen.getByText('₱12,845.67')).toBeInTheDocument());
  });

  it('asks for the channels grouped by name (groupMTByChannelName=Y)', async () => {
    await logInAs();
    const calls = recordFetch('/wps/v2/deposit/channels');
    renderDeposit();
    expect(await screen.findByRole('radio', { name: 'Online banking (InstaPay)' })).toBeInTheDocument();
    expect(calls().map((c) => c.url.searchParams.get('groupMTByChannelName'))).toEqual(['Y']);
  });

  it('says "Deposit is not allowed currently" when the server says so', async () => {
    await logInAs();
    settings.depositAllowed = false;
    renderDeposit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Deposit is not allowed currently');
    expect(screen.getByRole('button', { name: 'Deposit now' })).toBeDisabled();
  });
});

/** The gateway answers every launch-URL deposit with `payUrl` (a compromised or misconfigured gateway). */
function gatewayHandsOut(payUrl: string) {
  const realFetch = globalThis.fetch;
  interceptFetch(async (request) => {
    if (new URL(request.url).pathname !== '/wps/v2/deposit/launchUrl') return;
    const answer = await realFetch(request);
    const text = (await answer.text()).replace(
      /"payUrl":"[^"]*"/,
      () => `"payUrl":${JSON.stringify(payUrl)}`,
    );
    return new Response(text, { status: answer.status, headers: answer.headers });
  });
}

describe('deposit through a payment gateway', () => {
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses to open the pay page %s, says so and reports it',
    async (payUrl) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      gatewayHandsOut(payUrl);
      await logInAs();
      const user = renderDeposit();
      await user.click(await screen.findByRole('radio', { name: 'Online banking (InstaPay)' }));
      await user.click(screen.getByRole('button', { name: '₱500.00' }));
      await user.click(screen.getByRole('button', { name: 'Deposit now' }));

      const order = await screen.findByRole('region', { name: 'Your deposit' });
      expect(within(order).getByRole('alert')).toHaveTextContent(
        'This payment page cannot be opened safely. Please choose another payment channel or contact customer service.',
      );
      expect(within(order).queryByRole('link', { name: 'Open the payment page' })).toBeNull();
      expect(document.querySelector(`[href^="${payUrl.slice(0, 5)}"]`)).toBeNull();
      expect(warn).toHaveBeenCalledWith('[safe-url] refused a payment address', payUrl.split(':')[0] + ':');
    },
  );
});

describe('deposit receipts', () => {
  it('§5.10 refuses an SVG passed off as a PNG as soon as it is picked, with "Send receipt" disabled; a real picture is sent', async () => {
    await logInAs();
    const uploads = recordFetch('/wps/v2/deposit/image');
    const user = renderDeposit();
    await user.click(await screen.findByRole('radio', { name: 'GCash' }));
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const order = await screen.findByRole('region', { name: 'Your deposit' });
    await user.type(within(order).getByRole('textbox', { name: 'Account name on the receipt' }), 'Juan D.');
    const picker = within(order).getByLabelText('Receipt');
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/heic');

    const send = within(order).getByRole('button', { name: 'Send receipt' });
    expect(send).toBeDisabled();
    await user.upload(picker, new File([SVG_WITH_SCRIPT], 'receipt.png', { type: 'image/png' }));
    expect(
      await within(order).findByText('The receipt must be a PNG, JPEG, WebP or HEIC picture of 5 MB or less'),
    ).toBeInTheDocument();
    expect(uploads()).toEqual([]);

    expect(send).toBeDisabled();
    await user.upload(picker, new File([PICTURES.jpeg], 'receipt.jpg', { type: 'image/jpeg' }));
    await vi.waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    // (Whether the fake backend then takes jsdom's multipart body is not this test's business: the browser
    // test of the deposit follows a receipt to Pending.)
    await vi.waitFor(() => expect(uploads()).toHaveLength(1));
    expect(
      within(order).queryByText('The receipt must be a PNG, JPEG, WebP or HEIC picture of 5 MB or less'),
    ).toBeNull();
  });
});

describe('deposit attempts', () => {
  it('a new attempt after a refusal has a new idempotency key; a retry after no answer keeps it', async () => {
    const keys: string[] = [];
    const answers: ('refuse' | 'drop' | 'pass')[] = ['refuse', 'drop', 'pass'];
    interceptFetch((request) => {
      if (new URL(request.url).pathname !== '/wps/v2/deposit/eWallet') return;
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      const answer = answers.shift();
      if (answer === 'drop') throw new TypeError('Failed to fetch');
      if (answer === 'refuse')
        return Response.json(
          { success: false, code: 'CHANNEL_BUSY', message: 'The channel is busy, try again' },
          { status: 400 },
        );
    });
    onTestFinished(() => setOffline(false));
    await logInAs();
    const user = renderDeposit();
    await user.click(await screen.findByRole('radio', { name: 'Maya' }));
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('The channel is busy, try again')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    setOffline(false);
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByRole('region', { name: 'Your deposit' })).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });
});

describe('a failed refresh of what the deposit screen read', () => {
  it('keeps the form and what the player entered: the channel and the amount', async () => {
    await logInAs();
    const { user, client } = renderRoutes(
      [{ path: '/member/deposit', element: <DepositPage /> }],
      '/member/deposit',
    );
    await user.click(await screen.findByRole('radio', { name: 'GCash' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');

    // Everything the screen read is read again (another screen asked for it) and the server fails this time.
    await refreshFailing(client);
    expect(
      client
        .getQueryCache()
        .findAll()
        .every((query) => query.state.status === 'error'),
    ).toBe(true);

    expect(screen.queryByText('Could not load this. Please try again.')).toBeNull();
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  });
});
