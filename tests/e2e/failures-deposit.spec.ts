import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { JUAN, logInWithPassword } from './auth-kit';
import {
  balanceMilli,
  books,
  expectBooksBalance,
  expectCreated,
  expectNoRawError,
  FAILURES,
  playerNamed,
  reloadDuringSubmit,
  runCell,
  type Cell,
  type Flow,
  type World,
} from './support/failures';
import { returningVisitor } from './support/world';

// Failure matrix, a GCash deposit on /member/deposit (see support/failures.ts). A deposit order credits
// nothing until it is paid and approved, so "nothing lost, nothing doubled" is one order for one intent and
// an untouched wallet.

const AMOUNT = 500;

const depositButton = (page: Page) => page.getByRole('button', { name: 'Deposit now' });
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount' });
const gcash = (page: Page) => page.getByRole('radio', { name: 'GCash', exact: true });

const ordersOf = (world: World) =>
  world.deposits.filter((d) => d.playerId === playerNamed(world, JUAN.username).id);

async function openAndFill({ page }: Cell) {
  await page.goto('/member/deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await gcash(page).check();
  await amountField(page).fill(String(AMOUNT));
  await expect(depositButton(page)).toBeEnabled();
}

const deposit: Flow = {
  op: 'depositByEWallet',
  call: { method: 'POST', path: '/wps/v2/deposit/eWallet' },
  username: JUAN.username,
  async prepare(cell) {
    await returningVisitor(cell.page, cell.request);
    await signIn(cell.page, JUAN);
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
    await logInWithPassword(cell.page, JUAN);
    await openAndFill(cell);
  },
};

for (const failure of FAILURES) {
  test(`deposit × ${failure}`, async ({ page, context, request }) => {
    await runCell(deposit, failure, { page, context, request });
  });
}

test('deposit × reload during submit', async ({ page, context, request }) => {
  const cell = { page, context, request };
  await deposit.prepare(cell);
  const before = await books(request);
  const base = deposit.created(before);
  await reloadDuringSubmit(deposit, cell);
  // The call the reload abandoned still made its order, once.
  await expectCreated(deposit, request, base + 1);
  // The player coming back to the screen finds that order waiting, not a form that invites a second one.
  await page.goto('/member/deposit');
  const open = page.getByRole('region', { name: 'Open deposits' });
  await expect(open.getByRole('button', { name: /^₱500\.00 · GCash/i })).toHaveCount(1);
  await expect(open.getByRole('button', { name: /^₱500\.00 · GCash/i })).toContainText('New');
  await expectNoRawError(page);
  const after = await books(request);
  expectBooksBalance(after);
  await deposit.expectBooks(before, after, cell);
});
