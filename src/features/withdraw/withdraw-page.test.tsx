// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { getWithdrawRecords } from '@/api/areas/withdraw';
import { setOffline } from '@/state/ui';
import { interceptFetch, logInAs, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { updateSettings } from '@mock/db/settings';
import { WithdrawPage } from './withdraw-page';

setUpScreenTests();

const renderAtWithdraw = () =>
  renderRoutes(
    [
      { path: '/member/withdraw', element: <WithdrawPage /> },
      // The way back leads to the member home, another feature's screen.
      { path: '/member/home', element: <p>Member home</p> },
    ],
    '/member/withdraw',
  );
const renderWithdraw = () => renderAtWithdraw().user;

describe('withdraw screen', () => {
  it('has its title and the way back to the member home, like every other member screen', async () => {
    await logInAs();
    const { user, router } = renderAtWithdraw();
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/member/home');
  });

  it('lists what a new player must do first, with the KYC state and a link for each', async () => {
    await logInAs('maria2026');
    renderWithdraw();
    const steps = await screen.findByRole('region', { name: 'Before your first withdrawal' });
    expect(within(steps).getByRole('link', { name: 'Bind a bank card or e-wallet' })).toHaveAttribute(
      'href',
      '/member/fundAccount',
    );
    expect(within(steps).getByRole('link', { name: 'Verify mobile number' })).toHaveAttribute(
      'href',
      '/member/setPhone',
    );
    expect(within(steps).getByText('Identity verification: Not set')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Verify identity' })).toHaveAttribute(
      'href',
      '/member/kycSetting',
    );
    expect(within(steps).getByRole('link', { name: 'Set payment password' })).toHaveAttribute(
      'href',
      '/member/paymentPassword',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('says "Withdrawal not allowed" when the settings say so', async () => {
    updateSettings({ withdrawAllowed: false });
    await logInAs('juan2026');
    renderWithdraw();
    expect(await screen.findByRole('alert')).toHaveTextContent('Withdrawal not allowed');
  });

  it('refuses amounts outside the limits and over the balance on the field, with the limits shown', async () => {
    await logInAs('juan2026');
    const user = renderWithdraw();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('Min ₱100.00 · Max ₱50,000.00')).toBeInTheDocument();
    await user.type(amount, '0099');
    expect(amount).toHaveValue('99');
    // Below the minimum, more digits may still mend it: it is said when the field is left.
    expect(screen.queryByText('The minimum withdrawal is ₱100.00')).toBeNull();
    await user.tab();
    expect(await screen.findByText('The minimum withdrawal is ₱100.00')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '60000');
    expect(await screen.findByText('The maximum withdrawal is ₱50,000.00')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '20000');
    expect(await screen.findByText('Insufficient balance, please top up first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up now' })).toHaveAttribute('href', '/member/deposit');
    // What the player typed stays.
    expect(amount).toHaveValue('20000');
  });

  it('§5.10 withdraw: submit disabled until valid; a field left empty says why, an amount over the maximum or the balance is said as it is typed', async () => {
    await logInAs('juan2026');
    const user = renderWithdraw();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    expect(submit).toBeDisabled();

    // Never left, the amount still says at once what no further digit can mend.
    await user.type(amount, '60000');
    expect(amount).toHaveFocus();
    await vi.waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/The maximum withdrawal is ₱50,000\.00/),
    );
    await user.clear(amount);
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription(/Please enter the amount to withdraw/));
    await user.type(amount, '20000');
    await vi.waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/Insufficient balance, please top up first/),
    );
    await user.clear(amount);
    await user.type(amount, '500');
    await vi.waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid'));

    const pin = screen.getByLabelText('Payment password');
    await user.click(pin);
    await user.tab();
    await vi.waitFor(() => expect(pin).toHaveAccessibleDescription(/This field is required/));
    expect(submit).toBeDisabled();
    await user.type(pin, '246810');
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.clear(pin);
    await vi.waitFor(() => expect(submit).toBeDisabled());
  });

  it('shows the fee before confirming, then makes one withdrawal and shows it Processing', async () => {
    await logInAs('juan2026');
    const user = renderWithdraw();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '500');
    expect(await screen.findByText(/^Fee ₱\d+\.\d\d · You receive ₱\d/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
    expect(dialog).toHaveTextContent(/Amount₱500\.00Fee₱\d+\.\d\dYou receive₱\d/);
    const before = (await getWithdrawRecords({ start: 0, end: 100 })).total;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Processing');
    expect(screen.getByRole('heading', { name: 'Withdrawal submitted' })).toBeInTheDocument();
    expect((await getWithdrawRecords({ start: 0, end: 100 })).total).toBe(before + 1);
  });

  it('puts a wrong payment password on its field and keeps the amount', async () => {
    await logInAs('juan2026');
    const user = renderWithdraw();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '200');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The payment password is incorrect')).toBeInTheDocument();
    expect(amount).toHaveValue('200');
  });

  it('asks for an SMS code on every withdrawal when the settings say EVERY_WITHDRAWAL', async () => {
    updateSettings({ mobileVerificationType: 'EVERY_WITHDRAWAL' });
    await logInAs('juan2026');
    renderWithdraw();
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

describe('withdrawal attempts', () => {
  it('a new attempt after a wrong payment password has a new idempotency key; a retry after no answer keeps it', async () => {
    const keys: string[] = [];
    let dropNext = false;
    interceptFetch((request) => {
      if (!new URL(request.url).pathname.endsWith('/transaction/withdraw')) return;
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      if (dropNext) {
        dropNext = false;
        throw new TypeError('Failed to fetch');
      }
    });
    onTestFinished(() => setOffline(false));
    await logInAs('juan2026');
    const user = renderWithdraw();
    const confirmWithdrawal = async () => {
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
      await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    };
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '200');
    const pin = screen.getByLabelText('Payment password');
    await user.type(pin, '111111');
    await confirmWithdrawal();
    expect(await screen.findByText('The payment password is incorrect')).toBeInTheDocument();

    await user.clear(pin);
    await user.type(pin, '246810');
    dropNext = true;
    await confirmWithdrawal();
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    setOffline(false);

    await confirmWithdrawal();
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });
});
