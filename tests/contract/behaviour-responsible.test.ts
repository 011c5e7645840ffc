import { describe, expect, it } from 'vitest';
import { DEPOSIT, findDeposit } from '@mock/db/deposits';
import { ledgerSum } from '@mock/db/ledger';
import { world } from '@mock/db/world';
import { clock } from '@mock/lib/clock';
import type { ApiFailure } from '@/api';
import { manilaParts, manilaTime } from '@/lib/manila-time';
import type {
  ActivityStatement,
  GamingLimits,
  PlayBreak,
  SessionActivity,
} from '@/api/generated/wps/wps.schemas';
import { API, call, logInAs, seeded } from './support';

// Issue 19, responsible gaming, in the fake backend's world: limits with a cooling-off on the mock clock,
// breaks that refuse login, deposits and the game but never a withdrawal, and a statement from the ledger.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: ApiFailure) => ({ status: e.status, code: e.code, details: e.details, message: e.message }),
  );
const deposit = (amount: number) =>
  call<{ orderNo: string }>('/wps/v2/deposit/eWallet', 'POST', { data: { channelId: 21, amount } });
const setDepositLimits = (limits: object) =>
  call<GamingLimits>('/wps/v2/responsible/limits', 'PUT', { data: { kind: 'DEPOSIT', limits } });
const limits = () => call<GamingLimits>('/wps/v2/responsible/limits', 'GET');
const login = (username: string) =>
  call('/wps/session/login', 'POST', {
    data: { type: 'password', username, password: 'Lotto2026', lottoArea: 'PL', channel: 'MOBILE' },
  });
const launch = () =>
  call('/wps/game/launchGame', 'GET', { params: { launchMode: 'LOTT', lottoArea: 'PL', lottoView: 'game' } });
const bet = (username: string, amount: number) =>
  fetch(`${API}/__mock/bets`, {
    method: 'POST',
    body: JSON.stringify({ username, gameCode: '3DL', numbers: [4, 0, 7], amount }),
  });

describe('issue 19: deposit limits', () => {
  it('refuses a deposit over the daily allowance left, saying how much is left', async () => {
    clock.freeze();
    await logInAs('juan2026');
    await setDepositLimits({ daily: 500 });
    await deposit(200);
    const refused = await refusal(deposit(1000));
    expect(refused).toMatchObject({
      status: 400,
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      details: { remaining: 300, period: 'DAILY' },
    });
    expect((await limits()).deposit.daily).toMatchObject({ limit: 500, used: 200, remaining: 300 });
    await deposit(300);
  });

  it('counts the tightest of daily, weekly and monthly, and a new day frees the daily one', async () => {
    // Noon on the 15th of next month in Manila, after every seeded deposit: the day after is in the same month
    // whatever today is (on the last day of a month, "a day later" was a new month whose limit was free).
    const today = manilaParts(clock.now());
    clock.freeze(manilaTime(today.year, today.month + 1, 15, 12));
    await logInAs('juan2026');
    // The month may hold seeded deposits already: the monthly limit leaves 1,200 of it.
    const monthUsed = (await limits()).deposit.monthly.used;
    await setDepositLimits({ daily: 1000, monthly: monthUsed + 1200 });
    const { orderNo } = await deposit(1000);
    expect(await refusal(deposit(100))).toMatchObject({ details: { remaining: 0, period: 'DAILY' } });
    // Paid and approved: it stays counted (an unpaid order that expires stops counting).
    await fetch(`${API}/__mock/deposits/${orderNo}`, {
      method: 'POST',
      body: JSON.stringify({ action: 'approve' }),
    });
    clock.advance(DAY);
    expect(await refusal(deposit(300))).toMatchObject({ details: { remaining: 200, period: 'MONTHLY' } });
  });

  it('applies a lower limit at once and a higher one only 24 hours later on the mock clock', async () => {
    clock.freeze();
    await logInAs('carmen2026');
    expect((await limits()).deposit.daily.limit).toBe(500);
    const raised = await setDepositLimits({ daily: 2000, monthly: 10_000 });
    expect(raised.deposit.daily).toMatchObject({
      limit: 500,
      pendingLimit: 2000,
      pendingFrom: clock.now() + DAY,
    });
    expect(await refusal(deposit(1000))).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      details: { remaining: 500 },
    });
    clock.advance(DAY - 1000);
    expect((await limits()).deposit.daily.limit).toBe(500);
    clock.advance(1000);
    const after = await limits();
    expect(after.deposit.daily.limit).toBe(2000);
    expect(after.deposit.daily.pendingFrom).toBeUndefined();
    await deposit(1000);
    const lowered = await setDepositLimits({ daily: 1200, monthly: 10_000 });
    expect(lowered.deposit.daily).toMatchObject({ limit: 1200, remaining: 200 });
  });

  it('treats removing a limit (null) as raising it, and leaves a period not sent as it is', async () => {
    clock.freeze();
    await logInAs('carmen2026');
    const removed = await setDepositLimits({ daily: null });
    expect(removed.deposit.daily).toMatchObject({ limit: 500, pendingLimit: null });
    expect(removed.deposit.monthly).toMatchObject({ limit: 10_000 });
    clock.advance(DAY);
    expect((await limits()).deposit.daily).toMatchObject({ limit: null, remaining: null });
  });

  it('refuses a stake over the spend limit', async () => {
    clock.freeze();
    const response = await bet('carmen2026', 300);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'SPEND_LIMIT_EXCEEDED',
      details: { remaining: 200 },
    });
  });
});

describe('issue 19: time-outs and self-exclusion', () => {
  it('a seeded player in a time-out cannot log in and is told until when; after it ends, can', async () => {
    clock.freeze();
    const refused = await refusal(login('lito2026'));
    expect(refused).toMatchObject({ status: 403, code: 'ACCOUNT_TIMED_OUT' });
    expect(refused.details.endTime).toBeGreaterThan(clock.now());
    clock.freeze(refused.details.endTime! + 1);
    await logInAs('lito2026');
  });

  it('a time-out ends the sessions; login, deposits, the game and bets are refused; a withdrawal is not', async () => {
    clock.freeze();
    await logInAs('juan2026');
    const started = await call<PlayBreak>('/wps/v2/responsible/playBreak', 'POST', {
      data: { length: 'H24' },
    });
    expect(started).toMatchObject({ state: 'TIME_OUT', endTime: clock.now() + DAY });
    expect(await refusal(limits())).toMatchObject({ status: 401 });
    expect(await refusal(login('juan2026'))).toMatchObject({
      status: 403,
      code: 'ACCOUNT_TIMED_OUT',
      details: { endTime: clock.now() + DAY },
    });
    expect((await bet('juan2026', 10)).status).toBe(403);
    // The session that was open before (another device) can still take the money out.
    clock.advance(DAY);
    await logInAs('juan2026');
    await call<PlayBreak>('/wps/v2/responsible/playBreak', 'POST', { data: { length: 'H24' } });
    expect(await refusal(deposit(100))).toMatchObject({ status: 401 });
  });

  it('a player with a running break keeps withdrawals, and deposits and the game are refused with the end date', async () => {
    clock.freeze();
    await logInAs('juan2026');
    const { playBreaks } = await import('@mock/db/responsible');
    // A break that began while this session was open (started elsewhere, by support).
    await playBreaks.create({
      playerId: '10000001',
      length: 'D7',
      startTime: clock.now(),
      endTime: clock.now() + 7 * DAY,
    });
    expect(await refusal(deposit(100))).toMatchObject({ status: 403, code: 'ACCOUNT_TIMED_OUT' });
    expect(await refusal(launch())).toMatchObject({
      status: 403,
      details: { endTime: clock.now() + 7 * DAY },
    });
    await call('/wps/v2/transaction/withdraw', 'POST', {
      data: { amount: 1500, bankCardId: 55021, paymentPassword: '246810' },
    });
  });

  it('self-exclusion runs 6 calendar months and cannot be shortened by a time-out', async () => {
    clock.freeze(Date.UTC(2026, 10, 26, 2));
    await logInAs('juan2026');
    const started = await call<PlayBreak>('/wps/v2/responsible/playBreak', 'POST', {
      data: { length: 'M6' },
    });
    expect(started).toMatchObject({ state: 'SELF_EXCLUDED', endTime: Date.UTC(2027, 4, 26, 2) });
    const { startBreak } = await import('@mock/db/responsible');
    await expect(startBreak('10000001', 'H24', clock.now())).rejects.toMatchObject({
      code: 'PLAY_BREAK_RUNNING',
    });
    expect(await refusal(login('juan2026'))).toMatchObject({ code: 'ACCOUNT_SELF_EXCLUDED' });
  });
});

describe('issue 30 item 2: no money arrives during a break', () => {
  const gatewayDeposit = (amount: number) =>
    call<{ orderNo: string; payUrl: string }>('/wps/v2/deposit/launchUrl', 'POST', {
      data: { channelId: 30, amount },
    });
  const payAtGateway = (payUrl: string) =>
    fetch(`${API}${payUrl.split('?')[0]}/pay`, { method: 'POST', redirect: 'manual' });

  it('a self-exclusion cancels the open deposits; a payment that arrives after it is refunded, never credited', async () => {
    clock.freeze();
    const juan = seeded('juan').id;
    await logInAs('juan2026');
    const before = ledgerSum(juan);
    // One order opened at the gateway and not paid yet, one paid and waiting for its approval.
    const open = await gatewayDeposit(1000);
    const paid = await gatewayDeposit(500);
    expect((await payAtGateway(paid.payUrl)).status).toBe(303);
    expect(findDeposit(paid.orderNo)?.status).toBe(DEPOSIT.PENDING);

    await call<PlayBreak>('/wps/v2/responsible/playBreak', 'POST', { data: { length: 'M6' } });
    expect(findDeposit(open.orderNo)).toMatchObject({ status: DEPOSIT.CANCELLED });
    expect(findDeposit(paid.orderNo)).toMatchObject({
      status: DEPOSIT.CANCELLED,
      remark: expect.stringContaining('refunded to the payer') as string,
    });

    // The player's bank sends the first order's ₱1,000 anyway, after the break began.
    const late = await payAtGateway(open.payUrl);
    expect(late.ok).toBe(false);
    expect(await late.json()).toMatchObject({
      code: 'ORDER_REFUNDED',
      message: expect.stringContaining('refunded, not credited') as string,
    });
    expect(findDeposit(open.orderNo)?.remark).toMatch(
      /a payment that arrived later is refunded to the payer/,
    );

    // Long past every approval delay: not a peso was credited.
    clock.advance(DAY);
    await world();
    expect(ledgerSum(juan)).toBe(before);
  });
});

describe('issue 19: reality check and statement', () => {
  it('keeps the reality-check interval', async () => {
    await logInAs('juan2026');
    expect(await call('/wps/v2/responsible/realityCheck', 'GET')).toEqual({ intervalMinutes: 0 });
    await call('/wps/v2/responsible/realityCheck', 'PUT', { data: { intervalMinutes: 30 } });
    expect(await call('/wps/v2/responsible/realityCheck', 'GET')).toEqual({ intervalMinutes: 30 });
  });

  it('counts stakes and wins since the login', async () => {
    clock.freeze();
    await logInAs('juan2026');
    clock.advance(60_000);
    expect((await bet('juan2026', 20)).status).toBe(200);
    const activity = await call<SessionActivity>('/wps/v2/responsible/sessionActivity', 'GET');
    expect(activity).toMatchObject({ loginTime: clock.now() - 60_000, stakes: 20, wins: 0, net: -20 });
  });

  it('gives totals equal to the ledger, and buckets that add up to them', async () => {
    clock.freeze();
    await logInAs('juan2026');
    // A stake of the test's own: on the first minutes of a month (New Year's night too) the seed has none in it.
    expect((await bet('juan2026', 20)).status).toBe(200);
    const month = await call<ActivityStatement>('/wps/v2/responsible/statement', 'GET', {
      params: { period: 'MONTH' },
    });
    const { ledger } = await import('@mock/db/ledger');
    const inMonth = ledger
      .findMany((q) => q.where({ playerId: '10000001' }))
      .filter((e) => e.createTime >= month.from && e.createTime < month.to);
    const sum = (type: number) =>
      inMonth.filter((e) => e.txTypeId === type).reduce((s, e) => s + e.amountMilli, 0) / 1000;
    expect(month.totals.deposits).toBe(sum(1001));
    expect(month.totals.stakes).toBe(-sum(3001));
    expect(month.totals.stakes).toBeGreaterThanOrEqual(20);
    expect(month.totals.wins).toBe(sum(3002));
    expect(month.totals.net).toBe(month.totals.wins - month.totals.stakes);
    const bucketStakes = month.buckets.reduce((s, b) => s + b.stakes, 0);
    expect(bucketStakes).toBeCloseTo(month.totals.stakes, 6);
    const day = await call<ActivityStatement>('/wps/v2/responsible/statement', 'GET', {
      params: { period: 'DAY' },
    });
    expect(day.buckets).toHaveLength(24);
  });
});

describe('issue 19: dev panel clock jumps', () => {
  const jump = (body: object) =>
    fetch(`${API}/__mock/clock`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.status);

  it("jumps past a raised limit's cooling-off and past a break's end", async () => {
    clock.freeze();
    await logInAs('carmen2026');
    await setDepositLimits({ daily: 900, monthly: 10_000 });
    expect(await jump({ action: 'cooling-off-end', username: 'carmen2026' })).toBe(200);
    expect((await limits()).deposit.daily.limit).toBe(900);
    expect(await jump({ action: 'break-end', username: 'lito2026' })).toBe(200);
    await logInAs('lito2026');
    expect(await jump({ action: 'break-end', username: 'lito2026' })).toBe(400);
  });
});
