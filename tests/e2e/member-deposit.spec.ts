import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { JUAN } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';
import { returningVisitor, scenario } from './support/world';

// The deposit screen against the HTTP fake backend: a GCash deposit from a quick amount to the approved
// order and the balance, the form's refusals, "Deposit is not allowed currently", and a double tap that must
// open one order only.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function juanBalanceMilli(request: APIRequestContext): Promise<number> {
  const players = (await (await request.get('/__mock/players')).json()) as {
    username: string;
    balanceMilli: number;
  }[];
  return players.find((p) => p.username === JUAN.username)!.balanceMilli;
}

/** The player's deposit orders, asked for with the app's own token (newest first). */
async function depositOrders(
  page: Page,
): Promise<{ total: number; list: { orderNo: string; status: number }[] }> {
  const token = await page.evaluate(() => localStorage.getItem('lotto.token'));
  const response = await page.request.get('/wps/v2/deposit/records', {
    params: { page: 1, size: 50 },
    headers: { Authorization: `Bearer ${token}`, Language: 'en', Merchant: 'lottoph' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { total: number; list: { orderNo: string; status: number }[] };
}

/** The fake backend's switch behind "Deposit is not allowed currently" (mock/db/settings.ts). */
async function setDepositAllowed(request: APIRequestContext, depositAllowed: boolean) {
  const response = await request.patch('/__mock/settings', { data: { depositAllowed } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openDeposit(page: Page) {
  await page.goto('/member/deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'GCash', exact: true })).toBeVisible();
}

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
  await signIn(page, JUAN);
});

test(
  'a GCash deposit from a quick amount is approved and the balance rises by exactly that amount',
  { tag: '@prism' },
  async ({ page, request }) => {
    const before = await juanBalanceMilli(request);
    await openDeposit(page);
    await expect(page.getByTestId('deposit-balance')).toHaveText('₱12,345.67');
    // Only the kept channels, the switched-off one disabled.
    await expect(page.getByRole('radio')).toHaveCount(5 + 1 + 3);
    await expect(page.getByRole('radio', { name: /GrabPay|USDT/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Online banking (PESONet)' })).toBeDisabled();
    await expectNoAxeViolations(page, '/member/deposit');

    await page.getByRole('radio', { name: 'GCash', exact: true }).check();
    const quick = page.getByRole('group', { name: 'Quick amounts' }).getByRole('button');
    await expect(quick).toHaveText(['₱100.00', '₱200.00', '₱500.00', '₱1,000.00', '₱5,000.00']);
    await quick.filter({ hasText: '₱100.00' }).click();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    await page.getByRole('button', { name: 'Deposit now' }).click();

    const order = page.getByRole('region', { name: 'Your deposit' });
    await expect(order.getByText('Your deposit is expected to complete within 5 minutes.')).toBeVisible();
    await expect(order.getByRole('status')).toHaveText('Status: New');
    const orderNo = (await order.locator('dd.deposit-order__no').textContent())!.trim();
    expect(orderNo).toMatch(/^D\d+$/);

    // The receipt (§5.10): the button waits for both parts, a name left empty says so on its field, then the
    // upload moves the order to Pending.
    const send = order.getByRole('button', { name: 'Send receipt' });
    await expect(send).toBeDisabled();
    const payer = order.getByRole('textbox', { name: 'Account name on the receipt' });
    await payer.focus();
    await payer.blur();
    await expect(payer).toHaveAccessibleDescription(/Please enter the account name shown on the receipt/);
    await payer.fill('Juan D.');
    await expect(send).toBeDisabled();
    await order.getByLabel('Receipt', { exact: true }).setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await send.click();
    await expect(order.getByRole('status')).toHaveText('Status: Pending');
    await expectNoAxeViolations(page, '/member/deposit (order)');

    const approved = await request.post(`/__mock/deposits/${orderNo}`, { data: { action: 'approve' } });
    expect(approved.ok(), await approved.text()).toBe(true);
    await expect(order.getByRole('status')).toHaveText('Status: Approved');
    await expect(order.getByText('₱100.00 has been added to your balance.')).toBeVisible();
    await expect(page.getByTestId('deposit-balance')).toHaveText('₱12,445.67');
    expect(await juanBalanceMilli(request)).toBe(before + 100_000);

    await page.goto('/member/transaction?type=deposit');
    await expect(page.getByRole('tab', { name: 'Deposit records' })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByRole('article', { name: orderNo });
    await expect(row).toBeVisible();
    await expect(row.getByText('Approved')).toBeVisible();
    await expect(row.getByText('₱100.00')).toBeVisible();
  },
);

test(
  '§5.10 "Deposit now" waits for a valid form; no amount and an amount above the channel maximum are explained on their fields',
  { tag: ['@layout', '@desktop'] },
  async ({ page }) => {
    await openDeposit(page);
    const before = (await depositOrders(page)).total;
    const submit = page.getByRole('button', { name: 'Deposit now' });
    await expect(submit).toBeDisabled();
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveAccessibleDescription(/Choose a payment channel first/);
    await amount.focus();
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription(/Please enter an amount/);

    await page.getByRole('radio', { name: 'GCash QR' }).check();
    await amount.fill('0040000.5');
    await expect(amount).toHaveValue('400005');
    await amount.fill('40000');
    await expect(amount).toHaveAccessibleDescription(/The maximum deposit for this channel is ₱30,000.00/);
    await expect(page.getByText('From ₱100.00 to ₱30,000.00')).toBeVisible();
    await expectNoAxeViolations(page, '/member/deposit (field errors)');
    await expect(submit).toBeDisabled();
    await amount.fill('300');
    await expect(submit).toBeEnabled();
    expect((await depositOrders(page)).total).toBe(before);
  },
);

test(
  '"Deposit is not allowed currently" is said before and when the server refuses',
  { tag: '@layout' },
  async ({ page, request }) => {
    await setDepositAllowed(request, false);
    await openDeposit(page);
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(alert).toHaveText('Deposit is not allowed currently');
    await expect(page.getByRole('button', { name: 'Deposit now' })).toBeDisabled();

    // Allowed when the screen opened, refused by the time the player sends it.
    await setDepositAllowed(request, true);
    await openDeposit(page);
    await page.getByRole('radio', { name: 'GCash', exact: true }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await setDepositAllowed(request, false);
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(alert).toHaveText('Deposit is not allowed currently');
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  },
);

test('a double tap on the button opens exactly one deposit order', async ({ page, request }) => {
  await openDeposit(page);
  const before = (await depositOrders(page)).total;
  await scenario(request, 'slow', { op: 'depositByEWallet', ms: '1500' });
  await page.getByRole('radio', { name: 'Maya' }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  const button = page.getByRole('button', { name: 'Deposit now' });
  await button.evaluate((element: HTMLButtonElement) => {
    element.click();
    element.click();
  });
  // While the first request is on its way the button is disabled and says so.
  const sending = page.getByRole('form', { name: 'Deposit' }).getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Your deposit' })).toBeVisible();
  const after = await depositOrders(page);
  expect(after.total).toBe(before + 1);
  expect(after.list[0].status).toBe(5);
});
