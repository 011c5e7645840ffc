import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { JUAN, MARIA } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';
import { returningVisitor } from './support/world';
import { openInApp, reopenInApp } from './support/in-app';

// Fund account, bank cards and payment password (member area): bank cards are added with province → city →
// bank → branch and listed; the maximum is shown and enforced; a card is removed after a confirmation; GCash
// is bound with a PH mobile number; the payment password is set, then changed.

const bankCards = (page: Page) => page.getByRole('region', { name: 'Bank cards' });

/** Adds a card through a fresh bank account form, opened inside the running app (through the fund account hub). */
async function addBankCard(page: Page, accountNo: string, bank: string) {
  await reopenInApp(page, '/member/bankAccount', page.getByLabel('Province'), '/member/fundAccount');
  await page.getByLabel('Province').selectOption({ label: 'Metro Manila' });
  await page.getByLabel('City').selectOption({ index: 1 });
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: bank });
  await page.getByRole('textbox', { name: 'Branch' }).fill(`${bank} Ermita`);
  // Juan's payee name is on file: the field is filled in and fixed.
  await expect(page.getByRole('textbox', { name: 'Account name' })).toHaveValue('Juan Dela Cruz');
  await page.getByRole('textbox', { name: 'Account number' }).fill(accountNo);
  await page.getByLabel('Payment password', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Add bank card' }).click();
  await page.waitForURL('**/member/bankCard');
}

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

test('bank cards: added with province, city and branch, limited to the maximum, removed after confirming', async ({
  page,
}) => {
  await signIn(page, JUAN);
  await page.goto('/member/fundAccount');
  await expect(bankCards(page).getByText('1 of 3')).toBeVisible();
  await expectNoAxeViolations(page, '/member/fundAccount');

  await bankCards(page).getByRole('link', { name: 'Add bank account' }).click();
  await page.waitForURL('**/member/bankAccount');
  // Each picker waits for the one before it.
  await expect(page.getByLabel('City')).toBeDisabled();
  await expect(page.getByLabel('Bank', { exact: true })).toBeDisabled();
  // §5.10: "Add bank card" waits for a valid form; each field the player leaves says what it lacks.
  await expect(page.getByRole('button', { name: 'Add bank card' })).toBeDisabled();
  const province = page.getByLabel('Province');
  await expect(province).toBeEnabled();
  await province.focus();
  await province.blur();
  await expect(province).toHaveAccessibleDescription('Please choose the province of the branch');
  const accountNo = page.getByRole('textbox', { name: 'Account number' });
  await accountNo.fill('12345');
  await accountNo.blur();
  await expect(accountNo).toHaveAccessibleDescription('This field must be at least 10 characters');
  await expect(page.getByRole('button', { name: 'Add bank card' })).toBeDisabled();
  await expectNoAxeViolations(page, '/member/bankAccount (field messages)');

  await addBankCard(page, '1234 5678 9012', 'Bank of the Philippine Islands');
  await expect(bankCards(page).getByText('2 of 3')).toBeVisible();
  await expect(bankCards(page).getByText('Bank of the Philippine Islands', { exact: true })).toBeVisible();
  await expect(bankCards(page).getByText('Bank of the Philippine Islands Ermita')).toBeVisible();
  await expect(bankCards(page).getByText(/^\*+9012$/)).toBeVisible();

  await addBankCard(page, '9876543210', 'Metrobank');
  await expect(bankCards(page).getByText('3 of 3')).toBeVisible();
  await expect(
    bankCards(page).getByText('You can bind at most 3 bank cards. Remove one to add another.'),
  ).toBeVisible();
  await expect(bankCards(page).getByRole('link', { name: 'Add bank account' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/member/bankCard (full)');
  await openInApp(page, '/member/bankAccount');
  await expect(page.getByText('You can bind at most 3 bank cards. Remove one to add another.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add bank card' })).toHaveCount(0);

  await openInApp(page, '/member/bankCard');
  await bankCards(page)
    .getByRole('button', { name: /^Remove Metrobank/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this account?' });
  await expect(confirm).toContainText('Metrobank');
  await expectNoAxeViolations(page, '/member/bankCard (remove?)');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(bankCards(page).getByText('3 of 3')).toBeVisible();
  await bankCards(page)
    .getByRole('button', { name: /^Remove Metrobank/ })
    .click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(bankCards(page).getByText('2 of 3')).toBeVisible();
  await expect(bankCards(page).getByText('Metrobank', { exact: true })).toHaveCount(0);
  await expect(bankCards(page).getByRole('link', { name: 'Add bank account' })).toBeVisible();
});

test(
  '§5.10 GCash: "Add e-wallet" waits for a valid form; a number that is not a PH mobile is refused on the field, a good one is bound',
  { tag: '@layout' },
  async ({ page }) => {
    await signIn(page, JUAN);
    await page.goto('/member/fundAccount');
    await page.getByRole('button', { name: 'Add GCash or Maya' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add GCash or Maya' });
    await expect(sheet.getByRole('radio', { name: 'GCash' })).toBeChecked();
    const number = sheet.getByRole('textbox', { name: 'GCash / Maya mobile number' });
    const add = sheet.getByRole('button', { name: 'Add e-wallet' });
    await expect(add).toBeDisabled();
    await number.fill('0281234567');
    // Left for the payment password, the number says why it is refused; the button waits for a good one.
    await sheet.getByLabel('Payment password', { exact: true }).fill('246810');
    await expect(number).toHaveAccessibleDescription(
      /Please enter a valid Philippine mobile number, like 09171234567/,
    );
    await expect(add).toBeDisabled();
    await expect(number).toHaveValue('0281234567');
    await expectNoAxeViolations(page, '/member/fundAccount (e-wallet refused)');

    await number.fill('0917 555 1234');
    await add.click();
    await expect(sheet).toHaveCount(0);
    const wallets = page.getByRole('region', { name: 'E-wallets' });
    await expect(wallets.getByText('GCash', { exact: true })).toBeVisible();
    await expect(wallets.getByText('1 of 2')).toBeVisible();
    await expectNoAxeViolations(page, '/member/fundAccount (e-wallet bound)');
  },
);

test('§5.10 payment password: the button waits for a valid form; set (the two must match), then changed (a wrong old one is refused)', async ({
  page,
}) => {
  await signIn(page, MARIA);
  await page.goto('/member/paymentPassword');
  const next = page.getByLabel('New payment password', { exact: true });
  const again = page.getByLabel('Confirm new payment password');
  const set = page.getByRole('button', { name: 'Set payment password' });
  await expect(set).toBeDisabled();
  await next.fill('135790');
  // §5.10: complete, the confirmation is compared at once, and the button waits for the two to match.
  await again.fill('135791');
  await expect(again).toHaveAccessibleDescription('Incorrect confirmation input');
  await expect(set).toBeDisabled();
  await expectNoAxeViolations(page, '/member/paymentPassword (set)');
  await again.fill('135790');
  await set.click();
  await expect(page.getByText('Your payment password is saved.')).toBeVisible();

  const old = page.getByLabel('Current payment password');
  await expect(old).toBeVisible();
  await old.fill('000000');
  await next.fill('864200');
  await again.fill('864200');
  await page.getByRole('button', { name: 'Change payment password' }).click();
  await expect(old).toHaveAccessibleDescription('The payment password is incorrect');
  // The refusal stands on its field, and holds the button, until that field changes.
  await expect(page.getByRole('button', { name: 'Change payment password' })).toBeDisabled();
  await expectNoAxeViolations(page, '/member/paymentPassword (change)');
  await old.fill('135790');
  await page.getByRole('button', { name: 'Change payment password' }).click();
  await expect(page.getByText('Your payment password is saved.')).toBeVisible();
  await expect(old).toHaveValue('');
});
