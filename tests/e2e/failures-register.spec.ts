import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGE_CHECKBOX, lastSmsCode, logOut, useFakeVendors as fakeVendors } from './auth-kit';
import { FLOW_FAILURES, formAlert, runCells, type Cell, type Flow, type World } from './support/failures';
import { returningVisitor } from './support/world';

// Failure matrix, phone registration on /register with an SMS code (see support/failures.ts). Registration
// needs no session, so the 401 column proves a "logged in elsewhere" just before it does not get in its way.

const NUMBER = '09175550101';
/** Each registration cell registers a number of its own: a number is registered once. */
const NUMBERS = [NUMBER, '09175550102', '09175550103'] as const;
const e164 = (number: string) => `+63${number.slice(1)}`;

const mobileField = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Verification code' });
const sendButton = (page: Page) =>
  page.getByRole('button', { name: /^(Send code|Send again|Again in|Wait)/ });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** Asks for a code for the number and types it in. */
async function sendAndTypeCode(page: Page, request: Cell['request'], number: string) {
  // The answer to this send, not the status line: a resend finds "Code sent to …" still on screen from the
  // first code, and reading the gateway before the new code exists types the spent one.
  const sent = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname === '/wps/v2/verification/sms/noLogin',
  );
  await sendButton(page).click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByText(`Code sent to ${e164(number)}`)).toBeVisible();
  await codeField(page).fill(await lastSmsCode(request, number));
}

/** The registration form filled in for the number, with its code, ready to send. */
async function fillRegistration({ page, request }: Cell, number: string) {
  await page.goto('/register');
  await mobileField(page).fill(number);
  await sendAndTypeCode(page, request, number);
  await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
  await expect(continueButton(page)).toBeEnabled();
}

/** The registration flow, one number per cell (the next one each time the form comes back). */
function registration(): Flow {
  let cellIndex = 0;
  const number = () => NUMBERS[cellIndex];
  const withNumber = (world: World) => world.players.filter((p) => p.mobile === number());
  return {
    name: 'register',
    op: 'registerOnlyMobile',
    call: { method: 'PUT', path: '/wps/member/register/onlyMobile' },
    publicCall: true,
    async prepare(cell) {
      // The page's own clock, so the timeout cell can skip the resend countdown instead of waiting for it.
      await cell.page.clock.install();
      await fakeVendors(cell.page);
      await returningVisitor(cell.page, cell.request);
      await fillRegistration(cell, number());
    },
    async again(cell) {
      // The last cell's new account is logged in: the player logs out and registers the next number.
      cellIndex += 1;
      await logOut(cell.page);
      await fillRegistration(cell, number());
    },
    submit: (page) => continueButton(page).click(),
    armDoubleTap: async (page) => continueButton(page),
    async expectKept(page) {
      await expect(mobileField(page)).toHaveValue(number());
      await expect(codeField(page)).toHaveValue(/^\d{6}$/);
      await expect(page.getByRole('checkbox', { name: AGE_CHECKBOX })).toBeChecked();
      await expect(continueButton(page)).toBeEnabled();
    },
    async expectDone(page) {
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('lotto.token'))).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
    },
    created: (world) => world.players.length,
    async expectBooks(before, after) {
      // One account for the number, with an empty wallet and nothing in the ledger.
      expect(withNumber(before)).toHaveLength(0);
      const [player, ...more] = withNumber(after);
      expect(more).toHaveLength(0);
      expect(player.balanceMilli).toBe(0);
      expect(after.ledger.length).toBe(before.ledger.length);
    },
    async retry({ page, request }, failure) {
      if (failure !== 'timeout') return continueButton(page).click();
      // The registration landed after the app gave up: the same registration again is refused (the contract
      // has no idempotency key for registration, and the code is spent), with the server's way forward.
      await continueButton(page).click();
      await expect(formAlert(page)).toHaveText(
        /^This mobile number is already registered, please log in\s*Code: MOBILE_EXISTS$/,
      );
      // A new code, once the resend countdown is over, logs the number's new account in.
      await page.clock.fastForward('02:10');
      await expect(sendButton(page)).toHaveText('Send again');
      await sendAndTypeCode(page, request, number());
      await continueButton(page).click();
    },
  };
}

test('register × every failure of its own', async ({ page, context, request }) => {
  expect(NUMBERS).toHaveLength(FLOW_FAILURES.length);
  await runCells(registration(), FLOW_FAILURES, { page, context, request });
});

// The step before: asking for the code (sendSmsNoLogin). A 429 there blocks sending for 5 minutes by design
// (spec section 4), and a late code is only a second text message, so those columns are the submit's alone.
const codesFor = (world: World) => world.smsCodes.filter((c) => NUMBER.endsWith(c.mobile)).length;

async function openForCode({ page }: Cell) {
  await page.goto('/register');
  await mobileField(page).fill(NUMBER);
  await expect(sendButton(page)).toBeEnabled();
}

const sendCode: Flow = {
  name: 'register: send code',
  op: 'sendSmsNoLogin',
  call: { method: 'POST', path: '/wps/v2/verification/sms/noLogin' },
  publicCall: true,
  async prepare(cell) {
    await fakeVendors(cell.page);
    await returningVisitor(cell.page, cell.request);
    await openForCode(cell);
  },
  // The form opened again; the three codes the cells ask for are as many as a number may have in five
  // minutes (mock/db/sms.ts), so none of them is throttled.
  again: openForCode,
  submit: (page) => sendButton(page).click(),
  armDoubleTap: async (page) => sendButton(page),
  async expectKept(page) {
    await expect(mobileField(page)).toHaveValue(NUMBER);
    await expect(sendButton(page)).toHaveText('Send code');
    await expect(sendButton(page)).toBeEnabled();
  },
  async expectDone(page) {
    await expect(page.getByText(`Code sent to ${e164(NUMBER)}`)).toBeVisible();
    await expect(codeField(page)).toBeFocused();
  },
  created: codesFor,
  async expectBooks(before, after) {
    expect(after.players.length).toBe(before.players.length);
  },
};

test('register: send code × offline, 5xx, double-tap', async ({ page, context, request }) => {
  await runCells(sendCode, ['offline', '5xx', 'double-tap'], { page, context, request });
});
