// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MANILA_CITY_ID, METRO_MANILA_ID } from '@mock/db/places';
import { describe, expect, it, vi } from 'vitest';
import { bindBankCard, getBanks, type Bank } from '@/api/areas/withdraw';
import { interceptFetch, logInAs, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { BankAccountPage } from './bank-account-page';
import { BankCardPage } from './bank-card-page';
import { FundAccountPage } from './fund-account-page';
import { PaymentPasswordPage } from './payment-password-page';

setUpScreenTests();

const renderPage = (path: string, element: ReactElement) => renderRoutes([{ path, element }], path).user;

const juanCard = (accountNo: string) =>
  bindBankCard({
    type: 'BANK',
    bankId: 2,
    accountNo,
    payeeName: 'Juan Dela Cruz',
    // Metro Manila and the City of Manila (PSGC codes, as the fake backend's place list has them).
    provinceId: 1300000000,
    cityId: 1380600000,
    branch: 'BPI Ermita',
    paymentPassword: '246810',
  });

describe('bank cards', () => {
  it('lists the cards with the maximum, and stops offering to add at the maximum', async () => {
    await logInAs('juan2026');
    renderPage('/member/bankCard', <BankCardPage />);
    const section = await screen.findByRole('region', { name: 'Bank cards' });
    expect(await within(section).findByText('1 of 3')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Add bank account' })).toHaveAttribute(
      'href',
      '/member/bankAccount',
    );
    cleanup();
    await juanCard('1234567890');
    await juanCard('1234567891');
    renderPage('/member/bankCard', <BankCardPage />);
    const full = await screen.findByRole('region', { name: 'Bank cards' });
    expect(await within(full).findByText('3 of 3')).toBeInTheDocument();
    expect(
      within(full).getByText('You can bind at most 3 bank cards. Remove one to add another.'),
    ).toBeVisible();
    expect(within(full).queryByRole('link', { name: 'Add bank account' })).not.toBeInTheDocument();
    expect(within(full).getAllByRole('listitem')).toHaveLength(3);
  });

  it('removes a card after confirmation', async () => {
    await logInAs('juan2026');
    await juanCard('1234567890');
    const user = renderPage('/member/bankCard', <BankCardPage />);
    const section = await screen.findByRole('region', { name: 'Bank cards' });
    await within(section).findByText('2 of 3');
    const removeButtons = within(section).getAllByRole('button', { name: /^Remove / });
    await user.click(removeButtons[1]);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText('1 of 3')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });
});

/** Fills the bank card form for Juan (payee on file): a BPI branch in the City of Manila. */
async function fillBankCard(user: ReturnType<typeof renderRoutes>['user']) {
  const province = screen.getByRole('combobox', { name: 'Province' });
  await vi.waitFor(() => expect(province).toBeEnabled());
  await user.selectOptions(province, String(METRO_MANILA_ID));
  await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), String(MANILA_CITY_ID));
  const bank = screen.getByRole('combobox', { name: 'Bank' });
  await vi.waitFor(() => expect(bank).toBeEnabled());
  await user.selectOptions(bank, within(bank).getAllByRole('option')[1]);
  // Pasted, as a branch, an account number copied from a passbook (and here the PIN) may be: one input each.
  await user.click(screen.getByRole('textbox', { name: 'Branch' }));
  await user.paste('BPI Ermita');
  await user.click(screen.getByRole('textbox', { name: 'Account number' }));
  await user.paste('1234 5678 9012');
  await user.click(screen.getByLabelText('Payment password'));
  await user.paste('246810');
}

describe('§5.10 bank card form', () => {
  it('§5.10 bank card: submit disabled until valid; a field left empty says why', async () => {
    await logInAs('juan2026');
    const user = renderPage('/member/bankAccount', <BankAccountPage />);
    const submit = await screen.findByRole('button', { name: 'Add bank card' });
    expect(submit).toBeDisabled();
    const branch = screen.getByRole('textbox', { name: 'Branch' });
    await user.click(branch);
    await user.tab();
    await vi.waitFor(() => expect(branch).toHaveAccessibleDescription(/Please enter the branch/));
    await fillBankCard(user);
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.clear(branch);
    await vi.waitFor(() => expect(submit).toBeDisabled());
    expect(branch).toHaveAccessibleDescription(/Please enter the branch/);
  });

  it('§5.10 bank card: another province empties the city, which says so, and the button waits again', async () => {
    await logInAs('juan2026');
    const user = renderPage('/member/bankAccount', <BankAccountPage />);
    const submit = await screen.findByRole('button', { name: 'Add bank card' });
    await fillBankCard(user);
    await vi.waitFor(() => expect(submit).toBeEnabled());
    const province = screen.getByRole('combobox', { name: 'Province' });
    const other = within(province)
      .getAllByRole<HTMLOptionElement>('option')
      .find((o) => o.value !== '' && o.value !== String(METRO_MANILA_ID))!;
    await user.selectOptions(province, other);
    await vi.waitFor(() => expect(submit).toBeDisabled());
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city).toHaveValue('');
    expect(city).toHaveAccessibleDescription(/Please choose the city of the branch/);
  });
});

describe('e-wallets', () => {
  it('refuses a number that is not a PH mobile on the field, then binds GCash', async () => {
    await logInAs('juan2026');
    const user = renderPage('/member/fundAccount', <FundAccountPage />);
    await user.click(await screen.findByRole('button', { name: 'Add GCash or Maya' }));
    const sheet = screen.getByRole('dialog', { name: 'Add GCash or Maya' });
    expect(await within(sheet).findByRole('radio', { name: 'GCash' })).toBeChecked();
    // The payee is on file for Juan: the name is filled in and fixed.
    expect(within(sheet).getByRole('textbox', { name: 'Account name' })).toHaveAttribute('readonly');
    const number = within(sheet).getByRole('textbox', { name: 'GCash / Maya mobile number' });
    await user.type(number, '0281234567');
    const pin = within(sheet).getByLabelText('Payment password');
    expect(pin).toHaveAttribute('autocomplete', 'off');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.type(pin, '246810');
    // The number, left for the payment password, says why it is refused; the button waits for a good one.
    expect(
      await within(sheet).findByText('Please enter a valid Philippine mobile number, like 09171234567'),
    ).toBeInTheDocument();
    const submit = within(sheet).getByRole('button', { name: 'Add e-wallet' });
    expect(submit).toBeDisabled();
    expect(number).toHaveValue('0281234567');
    await user.clear(number);
    await user.type(number, '0917 123 4567');
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const wallets = await screen.findByRole('region', { name: 'E-wallets' });
    expect(await within(wallets).findByText('GCash')).toBeInTheDocument();
    expect(within(wallets).getByText('1 of 2')).toBeInTheDocument();
  });

  it('§5.10 e-wallet: submit disabled until valid; a field left empty says why', async () => {
    await logInAs('juan2026');
    const user = renderPage('/member/fundAccount', <FundAccountPage />);
    await user.click(await screen.findByRole('button', { name: 'Add GCash or Maya' }));
    const sheet = screen.getByRole('dialog', { name: 'Add GCash or Maya' });
    expect(await within(sheet).findByRole('radio', { name: 'GCash' })).toBeChecked();
    const submit = within(sheet).getByRole('button', { name: 'Add e-wallet' });
    expect(submit).toBeDisabled();
    const number = within(sheet).getByRole('textbox', { name: 'GCash / Maya mobile number' });
    await user.click(number);
    await user.tab();
    await vi.waitFor(() => expect(number).toHaveAccessibleDescription(/This field is required/));
    await user.type(number, '09171234567');
    expect(submit).toBeDisabled();
    const pin = within(sheet).getByLabelText('Payment password');
    await user.type(pin, '24681');
    expect(submit).toBeDisabled();
    await user.type(pin, '0');
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.clear(number);
    await vi.waitFor(() => expect(submit).toBeDisabled());
  });
});

describe('payment password', () => {
  it('sets one (new + confirm, inconsistent_twice when they differ), then changes it (wrong old one refused)', async () => {
    await logInAs('maria2026');
    const user = renderPage('/member/paymentPassword', <PaymentPasswordPage />);
    const next = await screen.findByLabelText('New payment password');
    expect(screen.queryByLabelText('Current payment password')).not.toBeInTheDocument();
    await user.type(next, '12ab34');
    expect(next).toHaveValue('1234');
    await user.type(next, '56');
    await user.type(screen.getByLabelText('Confirm new payment password'), '654321');
    // Complete, the confirmation is compared at once: the button waits.
    expect(await screen.findByText('Incorrect confirmation input')).toBeInTheDocument();
    const set = screen.getByRole('button', { name: 'Set payment password' });
    expect(set).toBeDisabled();
    const confirm = screen.getByLabelText('Confirm new payment password');
    await user.clear(confirm);
    await user.type(confirm, '123456');
    await vi.waitFor(() => expect(set).toBeEnabled());
    await user.click(set);
    expect(await screen.findByText('Your payment password is saved.')).toBeInTheDocument();

    const old = await screen.findByLabelText('Current payment password');
    const change = screen.getByRole('button', { name: 'Change payment password' });
    expect(change).toBeDisabled();
    await user.type(old, '999999');
    await user.type(screen.getByLabelText('New payment password'), '135790');
    await user.type(screen.getByLabelText('Confirm new payment password'), '135790');
    await vi.waitFor(() => expect(change).toBeEnabled());
    await user.click(change);
    expect(await screen.findByText('The payment password is incorrect')).toBeInTheDocument();
    // The refusal stands on the field until the field changes.
    expect(change).toBeDisabled();
    await user.clear(old);
    await user.type(old, '123456');
    await vi.waitFor(() => expect(change).toBeEnabled());
    await user.click(change);
    expect(await screen.findByText('Your payment password is saved.')).toBeInTheDocument();
  });

  it('§5.10 payment password: submit disabled until valid; a field left empty says why; a mended new password clears the confirmation', async () => {
    await logInAs('maria2026');
    const user = renderPage('/member/paymentPassword', <PaymentPasswordPage />);
    const next = await screen.findByLabelText('New payment password');
    const confirm = screen.getByLabelText('Confirm new payment password');
    const set = screen.getByRole('button', { name: 'Set payment password' });
    expect(set).toBeDisabled();
    await user.click(next);
    // Left backwards, so that the confirmation is not entered (and left) on the way.
    await user.tab({ shift: true });
    await vi.waitFor(() => expect(next).toHaveAccessibleDescription(/This field is required/));
    await user.type(next, '123456');
    await user.type(confirm, '65432');
    // Not complete and not left yet: more digits may still mend it.
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(set).toBeDisabled();
    await user.type(confirm, '1');
    await vi.waitFor(() => expect(confirm).toHaveAccessibleDescription('Incorrect confirmation input'));
    expect(set).toBeDisabled();
    // The new password changed to match: the confirmation's message goes with it.
    await user.clear(next);
    await user.type(next, '654321');
    await vi.waitFor(() => expect(confirm).not.toHaveAttribute('aria-invalid'));
    await vi.waitFor(() => expect(set).toBeEnabled());
  });

  it('never offers a PIN to autofill or to a password manager, and asks for it on a numeric keypad', async () => {
    await logInAs('juan2026');
    renderPage('/member/paymentPassword', <PaymentPasswordPage />);
    const fields = [
      await screen.findByLabelText('Current payment password'),
      screen.getByLabelText('New payment password'),
      screen.getByLabelText('Confirm new payment password'),
    ];
    for (const field of fields) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'off');
      expect(field).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('refuses a new password equal to the old one', async () => {
    await logInAs('juan2026');
    const user = renderPage('/member/paymentPassword', <PaymentPasswordPage />);
    await user.type(await screen.findByLabelText('Current payment password'), '246810');
    await user.type(screen.getByLabelText('New payment password'), '246810');
    expect(
      await screen.findByText('The new password and the old password cannot be the same'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new payment password'), '246810');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change payment password' })).toBeDisabled(),
    );
  });
});

describe('§7.21 the withdraw bank list', () => {
  it('§7.21 offers only the banks of the city that the withdraw bank list takes payouts to', async () => {
    const place = { provinceId: METRO_MANILA_ID, cityId: MANILA_CITY_ID };
    const realFetch = globalThis.fetch;
    let notForPayouts = '';
    interceptFetch(async (request) => {
      if (new URL(request.url).pathname !== '/wps/v2/withdraw/bankList') return;
      const all = (await (await realFetch(request)).json()) as Bank[];
      notForPayouts = all[0].bankName;
      return Response.json(all.slice(1));
    });
    await logInAs('juan2026');
    const inCity = (await getBanks(place)).filter((b) => b.type === 'BANK').map((b) => b.bankName);
    const user = renderPage('/member/bankAccount', <BankAccountPage />);
    const province = await screen.findByRole('combobox', { name: 'Province' });
    await vi.waitFor(() => expect(province).toBeEnabled());
    await user.selectOptions(province, String(place.provinceId));
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), String(place.cityId));
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    await vi.waitFor(() => expect(bank).toBeEnabled());
    const offered = within(bank)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .slice(1);
    expect(inCity).toContain(notForPayouts);
    expect(offered).toEqual(inCity.filter((name) => name !== notForPayouts));
  });
});
