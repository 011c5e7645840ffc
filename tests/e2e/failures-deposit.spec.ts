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
  FAILURES,
  playerNamed,
  reloadDuringSubmit,
  runCells,
  type Cell,
  type Flow,
  type World,
} from './support/failures';
import { returningVisitor } from './support/world';

// Failure matrix, a GCash deposit on /member/deposit (see support/failures.ts). A deposit order credits
// nothing until it is paid and approved, so "nothing lost, nothing doubled" is one order for one intent and
// an untouched wallet.

const AMOUNT = 500;
/** The statuses of an order still open, new or paid and waiting (DEPOSIT in mock/db/deposits.ts). */
const OPEN = new Set([5, 4]);

const depositButton = (page: Page) => page.getByRole('button', { name: 'Deposit now' });
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount' });
const gcash = (page: Page) => page.getByRole('radio', { name: 'GCash', exact: true });

const ordersOf = (world: World) =>
  world.deposits.filter((d) => d.playerId === playerNamed(world, JUAN.username).id);

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Deposit' });
/**
 * The deposit screen afresh inside the running app, through the account screen: its form starts empty and
 * the open deposits are asked for again.
 */
const reopen = (page: Page) => reopenInApp(page, '/member/deposit', heading(page), '/member/home');

/** The deposit screen, filled in: opened by a load the first time, then inside the running app. */
async function openAndFill({ page }: Cell, load = false) {
  if (load) await page.goto('/member/deposit');
  else await reopen(page);
  await expect(heading(page)).toBeVisible();
  await gcash(page).check();
  await amountField(page).fill(String(AMOUNT));
  await expect(depositButton(page)).toBeEnabled();
}

const deposit: Flow = {
  name: 'deposit',
  op: 'depositByEWallet',
  call: { method: 'POST', path: '/wps/v2/deposit/eWallet' },
  username: JUAN.username,
  async prepare(cell) {
    await returningVisitor(cell.page, cell.request);
    await signIn(cell.page, JUAN);
    await openAndFill(cell, true);
  },
  async again(cell) {
    // The back office cancels the last cell's order: a player may hold three open deposits at most
    // (TOO_MANY_OPEN_DEPOSITS), and the next cell is about its own order, not that limit.
    for (const order of ordersOf(await books(cell.request)).filter((d) => OPEN.has(d.status))) {
      const response = await cell.request.post(`/__mock/deposits/${order.orderNo}`, {
        data: { action: 'cancel' },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    await openAndFill(cell);
  },
  submit: (page) => depositButton(page).click(),
  armDoubleTap: async (page) => depositButton(page),
  async expectKept(page) {
    await expect(gcash(page)).toBeChecked();
    await expect(amountField(page)).toHaveValue(String(AMOUNT));
    await expect(depositButton(page)).toBeEnabled();
  },
  async expectDone(page) {
    const order = page.getByRole('region', { name: 'Your deposit' });
    await expect(order.getByRole('status')).toHaveText('Status: New');
    await expect(page.locator('form').getByRole('alert')).toHaveCount(0);
  },
  created: (world) => ordersOf(world).length,
  async expectBooks(before, after, { request }) {
    const known = new Set(ordersOf(before).map((d) => d.orderNo));
    const fresh = ordersOf(after).filter((d) => !known.has(d.orderNo));
    expect(fresh).toHaveLength(1);
    for (const order of fresh) expect(order.amountMilli).toBe(AMOUNT * 1000);
    // Nothing is credited before the order is paid and approved.
    const was = playerNamed(before, JUAN.username).balanceMilli;
    expect(playerNamed(after, JUAN.username).balanceMilli).toBe(was);
    expect(await balanceMilli(request, JUAN.username)).toBe(was);
    expect(after.ledger.length).toBe(before.ledger.length);
  },
  async recover(cell) {
    // The 401 left the player on the login screen of the running app: they log in there.
    await logInOnThisScreen(cell.page, JUAN);
    await openAndFill(cell);
  },
};

// One signed-in page for every cell, the reload last: after the 401 the cells go on in the session the player
// logged in again.
test('deposit × every failure, then a reload during submit', async ({ page, context, request }) => {
  const cell = { page, context, request };
  await runCells(deposit, FAILURES, cell);

  await test.step('deposit × reload during submit', async () => {
    await deposit.again!(cell);
    const before = await books(request);
    const base = deposit.created(before);
    await reloadDuringSubmit(deposit, cell);
    // The call the reload abandoned still made its order, once.
    await expectCreated(deposit, request, base + 1);
    // The player coming back to the screen finds that order waiting, not a form that invites a second one
    // (the earlier cells' orders were cancelled, so this is the only one open).
    await reopen(page);
    const open = page.getByRole('region', { name: 'Open deposits' });
    await expect(open.getByRole('button', { name: /^₱500\.00 · GCash/i })).toHaveCount(1);
    await expect(open.getByRole('button', { name: /^₱500\.00 · GCash/i })).toContainText('New');
    await expectNoRawError(page);
    const after = await books(request);
    expectBooksBalance(after);
    await deposit.expectBooks(before, after, cell);
  });
});
