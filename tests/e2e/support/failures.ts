import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { test } from '../fixtures';
import { scenario } from './world';

// The failure matrix (tests/e2e/failures-*.spec.ts): each money or sign-in flow meets each way a call can go
// wrong, and every cell proves the same four things — the player reads the catalogue's words (product spec
// section 8), what they typed is still there, the fake backend's books neither lost nor doubled anything, and
// once the fault is gone the same action succeeds exactly once. The flows describe themselves (Flow below);
// runCells plays cells one after another on one page: a page start and a sign-in cost more than a cell.

export type Failure = 'offline' | 'timeout' | '5xx' | '429' | '401' | 'double-tap';
export const FAILURES: readonly Failure[] = ['offline', 'timeout', '5xx', '429', '401', 'double-tap'];
/**
 * The cells a sign-in flow plays: the ones whose outcome is the flow's own (a late answer whose session or
 * account must not be made twice, the 401, a second tap). What offline, a 5xx and a 429 do to a form is the
 * form kit's, the same for every form: its unit tests (src/components/form/kit.test.tsx) and the catalogue's
 * browser tests (failures-catalogue.spec.ts, on the login form) prove it, and the money flows (deposit,
 * withdraw) still meet every failure here.
 */
export const FLOW_FAILURES: readonly Failure[] = ['timeout', '401', 'double-tap'];

/** The app's request timeout (src/api/config.ts): the page's fake clock jumps over it in the timeout cells. */
export const APP_TIMEOUT_MS = 10_000;
/**
 * How long the fake backend holds a call in the timeout cells: far longer than any test, so only the test
 * lets it go (switching the slow scenario off answers held calls at once), after the app has given up on it.
 */
const HELD_MS = 600_000;
/** The longest a toast stays (src/state/ui.ts). */
const TOAST_LONG_MS = 10_000;
/** Long enough for a second tap to land while the first request is still on its way. */
const DOUBLE_TAP_DELAY_MS = 1_500;

/** The English words of the error catalogue (src/i18n/en.json). */
export const SAYS = {
  /** The offline banner's. */
  offline: 'Network not available',
  /** The pipeline's toast for a late answer. */
  timeout: 'The server took too long to answer. Please try again.',
  loggedInElsewhere: 'Your account was logged in elsewhere or your session ended. Please log in again.',
  /** The fake backend's own words for the session it ended (the 401 envelope's message). */
  serverLoggedInElsewhere: 'Your account has logged in on another device. Please log in again.',
} as const;

/** The faults that leave the player on the screen: the catalogue's four silent-or-toasted cases. */
export type ScreenFailure = 'offline' | 'timeout' | '5xx' | '429';

/**
 * The one line a form says for each of them, whatever the flow (src/lib/forms/failure-message.ts; the choice
 * is in docs/spec-decisions.md): that the submit did not go through, the banner's words for offline, and
 * nothing of the server's or the gateway's.
 */
export const FORM_SAYS: Record<ScreenFailure, string> = {
  offline: 'That did not go through: Network not available',
  timeout: 'That did not go through. Please try again.',
  '5xx': 'That did not go through. Please try again.',
  '429': 'That did not go through. Please wait before trying again.',
};

/**
 * The pipeline's own reaction (spec section 8), beside the form's line: the offline banner for no answer and
 * nothing else; the "took too long" toast for a late answer and no banner; for a 502 and a throttle nothing
 * at all. What the page says in its alerts is the form's line, and the toast for a late answer.
 */
export async function expectCatalogueReaction(page: Page, failure: ScreenFailure): Promise<void> {
  const banner = page.getByRole('status').filter({ hasText: new RegExp(`^${SAYS.offline}$`) });
  if (failure === 'offline') await expect(banner).toBeVisible();
  else await expect(banner).toHaveCount(0);
  const toast = page.getByRole('alert').filter({ hasText: SAYS.timeout });
  if (failure === 'timeout') await expect(toast).toBeVisible();
  const said = (await page.getByRole('alert').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  const expected = failure === 'timeout' ? [SAYS.timeout, FORM_SAYS[failure]] : [FORM_SAYS[failure]];
  expect(said.sort()).toEqual(expected.sort());
}

// ---------------------------------------------------------------------------------------------------------
// The fake backend's books

interface SnapshotPlayer {
  id: string;
  username: string;
  mobile: string;
  balanceMilli: number;
}
interface LedgerEntry {
  playerId: string;
  txTypeId: number;
  amountMilli: number;
}
interface Order {
  orderNo: string;
  playerId: string;
  amountMilli: number;
  feeMilli?: number;
  status: number;
  idempotencyKey: string;
}
interface Session {
  playerId: string;
  token: string;
}
interface SmsCode {
  mobile: string;
  purpose: string;
}
export interface World {
  players: SnapshotPlayer[];
  smsCodes: SmsCode[];
  ledger: LedgerEntry[];
  deposits: Order[];
  withdrawals: Order[];
  sessions: Session[];
}

/** The whole world as the fake backend holds it (GET /__mock/snapshot, collections). */
export async function books(request: APIRequestContext): Promise<World> {
  const response = await request.get('/__mock/snapshot');
  expect(response.ok(), await response.text()).toBe(true);
  const { collections } = (await response.json()) as { collections: World };
  return collections;
}

export const playerNamed = (world: World, username: string): SnapshotPlayer => {
  const player = world.players.find((p) => p.username === username);
  expect(player, `player ${username}`).toBeDefined();
  return player!;
};

/** Every wallet is the sum of its ledger entries: no money appeared or vanished outside the ledger. */
export function expectBooksBalance(world: World): void {
  for (const player of world.players) {
    const sum = world.ledger
      .filter((e) => e.playerId === player.id)
      .reduce((total, e) => total + e.amountMilli, 0);
    expect(player.balanceMilli, `${player.username}'s balance against the ledger`).toBe(sum);
  }
}

/** The balance GET /__mock/players reports (the control endpoint the dev panel shows). */
export async function balanceMilli(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.get('/__mock/players');
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as { username: string; balanceMilli: number }[];
  const player = list.find((p) => p.username === username);
  expect(player, `player ${username} in /__mock/players`).toBeDefined();
  return player!.balanceMilli;
}

// ---------------------------------------------------------------------------------------------------------
// Faults

export interface Cell {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
}

async function switchOff(request: APIRequestContext, name: string) {
  const response = await request.post('/__mock/scenario', { data: { name, on: false } });
  expect(response.ok(), `scenario ${name} off`).toBe(true);
}

/** Breaks the flow's call the way the cell says, just before the player sends it. */
export async function breakCall(failure: Failure, op: string, cell: Cell, username?: string) {
  switch (failure) {
    case 'offline':
      return cell.context.setOffline(true);
    case 'timeout':
      return scenario(cell.request, 'slow', { op, ms: String(HELD_MS) });
    case '5xx':
      return scenario(cell.request, 'bad-gateway', { op });
    case '429':
      return scenario(cell.request, 'too-many-requests', { op });
    case '401':
      return scenario(cell.request, 'logged-in-elsewhere', username ? { username } : {});
    case 'double-tap':
      return scenario(cell.request, 'slow', { op, ms: String(DOUBLE_TAP_DELAY_MS) });
  }
}

/**
 * Reload during submit: the fake backend holds the flow's call, the page reloads while it is out (the browser
 * abandons it), and only then is the held call let go, so the server does its work for a page that no longer
 * waits for the answer. The caller then checks the player is shown that one order and nothing was doubled.
 */
export async function reloadDuringSubmit(flow: Flow, cell: Cell): Promise<void> {
  const { page, request } = cell;
  await scenario(request, 'slow', { op: flow.op, ms: String(HELD_MS) });
  const sent = page.waitForRequest(
    (r) => r.method() === flow.call.method && new URL(r.url()).pathname === flow.call.path,
  );
  await flow.submit(page);
  await sent;
  await page.reload();
  await switchOff(request, 'slow');
  // The reloaded screen is drawn again before the test moves on: the app's links (and openInApp) work only
  // once the app has started; a move made while it still starts is lost and leaves the wrong screen.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The fault cleared: back online, the scenario switched off. */
export async function repairCall(failure: Failure, cell: Cell) {
  switch (failure) {
    case 'offline':
      return cell.context.setOffline(false);
    case 'timeout':
    case 'double-tap':
      return switchOff(cell.request, 'slow');
    case '5xx':
      return switchOff(cell.request, 'bad-gateway');
    case '429':
      return switchOff(cell.request, 'too-many-requests');
    case '401':
      return; // an action, done once
  }
}

/** Two taps in the same task: the second lands before React can re-render the button as disabled. */
export async function doubleTap(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** Counts the calls the page makes to one operation (method and path). */
export function countCalls(page: Page, method: string, path: string): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

/** Nothing technical leaks to the player: no raw error, stack, status word or undefined. */
export async function expectNoRawError(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(
    /undefined|\bnull\b|NaN|\[object|TypeError|SyntaxError|Failed to fetch|NetworkError|AbortError|Bad gateway|BAD_GATEWAY|TIMEOUT|\bat \S+ \(|\.js:\d+/,
  );
}

/** The message a form shows about itself (every flow's form keeps its alert inside the form). */
export const formAlert = (page: Page): Locator => page.locator('form').getByRole('alert');

// ---------------------------------------------------------------------------------------------------------
// One cell

export interface Flow {
  /** What the player does, as each cell's step names it ("deposit", "login" …). */
  name: string;
  /** The operation the cell breaks (an operationId, see src/api/generated/operations.ts). */
  op: string;
  /** The same operation as the browser sends it, to count the calls a double tap makes. */
  call: { method: string; path: string };
  /** Who is signed in for it (the player a 401 kicks out), if anyone. */
  username?: string;
  /**
   * A call made without a session (login, registration): no 401 can come from it, so the 401 column proves
   * that ending every session just before it neither blocks nor doubles it.
   */
  publicCall?: boolean;
  /** The screen opened and the form filled in, ready to send: once per page (it may add init scripts). */
  prepare(cell: Cell): Promise<void>;
  /**
   * The same form back, filled in again and ready to send, after a finished cell on the same page (the
   * flow's success screen or, after a 401, the recovered form), for the next cell. Without it a flow plays
   * one cell per page.
   */
  again?(cell: Cell): Promise<void>;
  /** Sends the form (one tap, through every confirmation). */
  submit(page: Page): Promise<void>;
  /** The last button of the flow, for the double tap (anything before it already done). */
  armDoubleTap(page: Page): Promise<Locator>;
  /** What the player typed is still there. */
  expectKept(page: Page): Promise<void>;
  /** The flow's success, as the player sees it. */
  expectDone(page: Page): Promise<void>;
  /** How many of the things this flow creates the world holds (players, sessions, orders …). */
  created(world: World): number;
  /** Flow-specific checks of the books: before the first tap, and after it all, exactly one thing made. */
  expectBooks(before: World, after: World, cell: Cell): Promise<void>;
  /** After a 401: sign in again and bring the screen back to where it was (filled, ready to send). */
  recover?(cell: Cell): Promise<void>;
  /** The retry after the fault is cleared; by default the same tap again. */
  retry?(cell: Cell, failure: Failure): Promise<void>;
}

/** Waits until the world holds `count` of the flow's things (a late answer needs a moment to land). */
export async function expectCreated(flow: Flow, request: APIRequestContext, count: number, timeout = 5_000) {
  await expect.poll(async () => flow.created(await books(request)), { timeout }).toBe(count);
}

/**
 * Plays the cells in order on one page: the flow's screen is prepared once, and brought back between cells
 * (Flow.again). Each cell is a step of its own, named by the flow and the failure, and keeps its own books:
 * it counts from what the world held when its form was ready, so exactly one thing is made per cell.
 */
export async function runCells(flow: Flow, failures: readonly Failure[], cell: Cell): Promise<void> {
  expect(failures.length === 1 || flow.again !== undefined, `${flow.name} brings its form back`).toBe(true);
  // The timeout cell moves the page's clock over the app's request timeout rather than waiting for it; the
  // clock is the page's from its first start, so it is installed before anything loads.
  if (failures.includes('timeout')) await cell.page.clock.install();
  await flow.prepare(cell);
  for (const [index, failure] of failures.entries()) {
    await test.step(`${flow.name} × ${failure}`, async () => {
      if (index > 0) await flow.again!(cell);
      await playCell(flow, failure, cell);
      // The late answer's toast stays its while, over whatever screen comes next in the running app: the clock
      // jumps past it, so the next cell's page says only its own words, as after a fresh load.
      if (failure === 'timeout') {
        await cell.page.clock.fastForward(TOAST_LONG_MS);
        await expect(cell.page.getByRole('alert').filter({ hasText: SAYS.timeout })).toHaveCount(0);
      }
    });
  }
}

/** One cell, from a form that is filled in and ready to send. */
async function playCell(flow: Flow, failure: Failure, cell: Cell): Promise<void> {
  const { page, request } = cell;
  const before = await books(request);
  const base = flow.created(before);

  if (failure === 'double-tap') {
    const button = await flow.armDoubleTap(page);
    await breakCall(failure, flow.op, cell, flow.username);
    const calls = countCalls(page, flow.call.method, flow.call.path);
    await doubleTap(button);
    await flow.expectDone(page);
    await expectNoRawError(page);
    // Both taps ran in one task, so a second call would have left with the first; the first was answered
    // only after the fake backend held it DOUBLE_TAP_DELAY_MS, so by now any second call has been sent.
    expect(calls.count, 'calls sent by the two taps').toBe(1);
    await expectCreated(flow, request, base + 1);
    const after = await books(request);
    expectBooksBalance(after);
    await flow.expectBooks(before, after, cell);
    return;
  }

  await breakCall(failure, flow.op, cell, flow.username);
  if (failure === 'timeout') {
    // The fake backend holds the call; the page's clock jumps over the app's timeout once the call is out.
    const sent = page.waitForRequest(
      (r) => r.method() === flow.call.method && new URL(r.url()).pathname === flow.call.path,
    );
    await flow.submit(page);
    await sent;
    await page.clock.fastForward(APP_TIMEOUT_MS);
  } else await flow.submit(page);

  if (failure === '401' && flow.publicCall) {
    // Nothing to end: the call goes through as usual.
  } else if (failure === '401') {
    // The session is over: the player is told so and sent to log in; the call made nothing.
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.getByText(SAYS.loggedInElsewhere)).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Session ended' });
    await expect(dialog.getByText(SAYS.serverLoggedInElsewhere)).toBeVisible();
    await expectNoRawError(page);
    await expectCreated(flow, request, base);
    await dialog.getByRole('button').first().click();
    expect(flow.recover, 'a flow behind a login recovers after a 401').toBeDefined();
    await flow.recover!(cell);
    await flow.submit(page);
  } else {
    await expect(formAlert(page)).toHaveText(FORM_SAYS[failure]);
    await expectCatalogueReaction(page, failure);
    await expectNoRawError(page);
    await flow.expectKept(page);
    if (failure === 'timeout') {
      // Let the held call go: the server does its work after the app stopped waiting. That one late thing is
      // the player's intent, and the retry below must find it rather than make another.
      await repairCall(failure, cell);
      await expectCreated(flow, request, base + 1);
    } else {
      await expectCreated(flow, request, base);
      await repairCall(failure, cell);
    }
    expectBooksBalance(await books(request));
    await (flow.retry ? flow.retry(cell, failure) : flow.submit(page));
  }

  await flow.expectDone(page);
  await expectNoRawError(page);
  await expectCreated(flow, request, base + 1);
  const after = await books(request);
  expectBooksBalance(after);
  await flow.expectBooks(before, after, cell);
}
