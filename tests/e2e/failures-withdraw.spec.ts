import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { JUAN } from './auth-kit';
import { logInOnThisScreen, reopenInApp } from './support/in-app';
import {
  balanceMilli,
  books,
  expectBooksBalance,
  expectCreated,
  expectNoRawError,
  playerNamed,
  reloadDuringSubmit,
  runCells,
  type Cell,
  type Flow,
  type World,
} from './support/failures';
import { returningVisitor } from './support/world';

// Failure matrix, a withdrawal to Juan's BDO card on /member/withdraw (see support/failures.ts). The money
// leaves the wallet when the order is made, so "nothing lost, nothing doubled" is one order for one intent
// and a wallet lower by exactly that order's amount, through the ledger.

const AMOUNT = 500;
const PAYMENT_PASSWORD = '246810';

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount' });
const passwordField = (page: Page) => page.getByLabel('Payment password', { exact: true });
const withdrawButton = (page: Page) => page.getByRole('button', { name: 'Withdraw', exact: true });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm withdrawal' });

const ordersOf = (world: World) =>
  world.withdrawals.filter((w) => w.playerId === playerNamed(world, JUAN.username).id);

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Withdraw' });
/** The withdraw screen afresh inside the running app, through the account screen (its form starts empty). */
const reopen = (page: Page) => reopenInApp(page, '/member/withdraw', heading(page), '/member/home');

/** The withdraw screen, filled in: opened by a load the first time, then inside the running app. */
async function openAndFill({ page }: Cell, load = false) {
  if (load) await page.goto('/member/withdraw');
  else await reopen(page);
  await expect(heading(page)).toBeVisible();
  await amountField(page).fill(String(AMOUNT));
  await passwordField(page).fill(PAYMENT_PASSWORD);
  await expect(page.getByText(/^Fee ₱[\d,.]+ · You receive ₱[\d,.]+$/)).toBeVisible();
}

/** Opens the confirmation (fees shown) and gives its Confirm button, ready to tap. */
async function confirmButton(page: Page) {
  await withdrawButton(page).click();
  const confirm = confirmDialog(page).getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  return confirm;
}

const withdraw: Flow = {
  name: 'withdraw',
  op: 'withdraw',
  call: { method: 'POST', path: '/wps/v2/transaction/withdraw' },
  username: JUAN.username,
  async prepare(cell) {
    await returningVisitor(cell.page, cell.request);
    await signIn(cell.page, JUAN);
    await openAndFill(cell, true);
  },
  again: (cell) => openAndFill(cell),
  submit: async (page) => (await confirmButton(page)).click(),
  armDoubleTap: confirmButton,
  async expectKept(page) {
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(amountField(page)).toHaveValue(String(AMOUNT));
    await expect(passwordField(page)).toHaveValue(PAYMENT_PASSWORD);
    await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeChecked();
    await expect(withdrawButton(page)).toBeEnabled();
  },
  async expectDone(page) {
    await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Processing' })).toBeVisible();
  },
  created: (world) => ordersOf(world).length,
  async expectBooks(before, after, { request }) {
    const known = new Set(ordersOf(before).map((w) => w.orderNo));
    const fresh = ordersOf(after).filter((w) => !known.has(w.orderNo));
    expect(fresh).toHaveLength(1);
    for (const order of fresh) expect(order.amountMilli).toBe(AMOUNT * 1000);
    // The wallet lost exactly the amounts of the orders, and the ledger says so: a fee comes out of what is
    // paid out (the order's actual amount), never out of the wallet on top.
    const taken = fresh.reduce((sum, w) => sum + w.amountMilli, 0);
    const was = playerNamed(before, JUAN.username).balanceMilli;
    expect(playerNamed(after, JUAN.username).balanceMilli).toBe(was - taken);
    expect(await balanceMilli(request, JUAN.username)).toBe(was - taken);
    const entries = after.ledger.slice(before.ledger.length);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.playerId === fresh[0].playerId && e.txTypeId === 2001)).toBe(true);
    expect(entries.reduce((sum, e) => sum - e.amountMilli, 0)).toBe(taken);
  },
  async recover(cell) {
    // The 401 left the player on the login screen of the running app: they log in there.
    await logInOnThisScreen(cell.page, JUAN);
    await openAndFill(cell);
  },
};

/** The reload during submit, on a page whose form is ready for another withdrawal. */
async function reloadCell(cell: Cell) {
  const { page, request } = cell;
  const before = await books(request);
  const base = withdraw.created(before);
  await reloadDuringSubmit(withdraw, cell);
  // The call the reload abandoned still made its withdrawal, once, and took the money once.
  await expectCreated(withdraw, request, base + 1);
  const after = await books(request);
  expectBooksBalance(after);
  await withdraw.expectBooks(before, after, cell);
  // The player coming back to the screen sees the lower balance, and the same order is not made again.
  await reopen(page);
  // The screen shows whole centavos, cut down, of a balance kept in thousandths.
  const left = Math.floor(playerNamed(after, JUAN.username).balanceMilli / 10) / 100;
  const shown = left.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByRole('region', { name: 'Total balance' })).toContainText(`₱${shown}`);
  await expectNoRawError(page);
  expect(withdraw.created(await books(request))).toBe(base + 1);
}

// Every cell makes one withdrawal and a player may make five a day (WITHDRAW_LIMITS), so the seven cells are
// played on two signed-in pages: four on the first (the reload last), three on the second (the 401 last).
test('withdraw × offline, 5xx, 429, then a reload during submit', async ({ page, context, request }) => {
  const cell = { page, context, request };
  await runCells(withdraw, ['offline', '5xx', '429'], cell);
  await test.step('withdraw × reload during submit', async () => {
    await withdraw.again!(cell);
    await reloadCell(cell);
  });
});

test('withdraw × timeout, double-tap, 401', async ({ page, context, request }) => {
  await runCells(withdraw, ['timeout', 'double-tap', '401'], { page, context, request });
});
