import { Collection } from '@msw/data';
import { z } from 'zod';
import type {
  ActivityStatement,
  GamingLimits,
  LimitAmounts,
  LimitKind,
  PlayBreak,
  PlayBreakLength,
  StatementBucket,
  StatementPeriod,
  StatementTotals,
} from '../../src/api/generated/wps/wps.schemas';
import {
  DAY_MS,
  formatManilaDateTime,
  manilaParts,
  manilaStartOfDay,
  manilaTime,
} from '../../src/lib/manila-time';
import { hasDecimals, toMilli, toPesos } from '../lib/money';
import { breakEnd } from '../../src/lib/play-break';
import { refuse } from '../lib/respond';
import { DEPOSIT, deposits } from './deposits';
import { ledger, TX } from './ledger';
import { register } from './store';

// Responsible gaming (issue 19): deposit and spend limits per Manila day, week (from Monday) and calendar month;
// time-outs and self-exclusions; the reality-check interval. A lower limit applies at once, a higher one (or
// none) waits 24 hours on the mock clock, played by world() like any other transition. A running break can only
// be lengthened, never shortened; while it runs the player cannot log in, deposit, launch the game or bet, and
// can always withdraw.

export const LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type LimitPeriodName = (typeof LIMIT_PERIODS)[number];
export const LIMIT_KINDS = ['DEPOSIT', 'SPEND'] as const;
export type LimitKindName = (typeof LIMIT_KINDS)[number];
export const COOLING_OFF_MS = DAY_MS;

const BREAK_LENGTHS = ['H24', 'D7', 'D30', 'M6', 'Y1', 'Y5'] as const;
const TIME_OUTS: readonly PlayBreakLength[] = ['H24', 'D7', 'D30'];

export const limitSchema = z.object({
  playerId: z.string(),
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force (null: none). */
  limitMilli: z.number().int().nullable(),
  /** A raised or removed limit waiting for pendingFrom (0: nothing waits). */
  pendingMilli: z.number().int().nullable(),
  pendingFrom: z.number(),
});
export type StoredLimit = z.infer<typeof limitSchema>;

export const playBreakSchema = z.object({
  playerId: z.string(),
  length: z.enum(BREAK_LENGTHS),
  startTime: z.number(),
  endTime: z.number(),
});

export const realityCheckSchema = z.object({ playerId: z.string(), intervalMinutes: z.number().int() });

export const gamingLimits = register('gamingLimits', new Collection({ schema: limitSchema }));
export const playBreaks = register('playBreaks', new Collection({ schema: playBreakSchema }));
export const realityChecks = register('realityChecks', new Collection({ schema: realityCheckSchema }));

// ---------------------------------------------------------------------------------------------- periods

/** Start of the Manila day, week (Monday) or month containing `at`. */
export function periodStart(period: LimitPeriodName, at: number): number {
  const day = manilaStartOfDay(at);
  if (period === 'DAILY') return day;
  const p = manilaParts(at);
  if (period === 'WEEKLY') return day - ((p.weekday + 6) % 7) * DAY_MS;
  return manilaTime(p.year, p.month, 1);
}

/** Start of the period after the one containing `at`. */
export function periodEnd(period: LimitPeriodName, at: number): number {
  const start = periodStart(period, at);
  if (period === 'DAILY') return start + DAY_MS;
  if (period === 'WEEKLY') return start + 7 * DAY_MS;
  const p = manilaParts(start);
  return manilaTime(p.year, p.month + 1, 1);
}

// ---------------------------------------------------------------------------------------------- limits

const limitOf = (playerId: string, kind: LimitKindName, period: LimitPeriodName) =>
  gamingLimits.findFirst((q) => q.where({ playerId, kind, period }));

/**
 * Milli-pesos used of a kind of limit since `from`: deposit orders asked for (open ones count, or three open
 * orders could pass a limit together) or stakes booked.
 */
export function usedSince(playerId: string, kind: LimitKindName, from: number): number {
  if (kind === 'DEPOSIT') {
    // Read here, not at load: db/deposits imports this module too.
    const counted: readonly number[] = [DEPOSIT.NEW, DEPOSIT.PENDING, DEPOSIT.APPROVED];
    return deposits
      .findMany((q) => q.where({ playerId }))
      .filter((d) => d.createTime >= from && counted.includes(d.status))
      .reduce((sum, d) => sum + d.amountMilli, 0);
  }
  return -ledger
    .findMany((q) => q.where({ playerId, txTypeId: TX.BET.id }))
    .filter((e) => e.createTime >= from)
    .reduce((sum, e) => sum + e.amountMilli, 0);
}

function kindView(playerId: string, kind: LimitKindName, now: number): LimitKind {
  const view = {} as LimitKind;
  for (const period of LIMIT_PERIODS) {
    const stored = limitOf(playerId, kind, period);
    const limit = stored?.limitMilli ?? null;
    const used = usedSince(playerId, kind, periodStart(period, now));
    view[period === 'DAILY' ? 'daily' : period === 'WEEKLY' ? 'weekly' : 'monthly'] = {
      period,
      limit: limit === null ? null : toPesos(limit),
      used: toPesos(used),
      remaining: limit === null ? null : toPesos(Math.max(0, limit - used)),
      ...(stored && stored.pendingFrom > 0
        ? {
            pendingLimit: stored.pendingMilli === null ? null : toPesos(stored.pendingMilli),
            pendingFrom: stored.pendingFrom,
          }
        : {}),
    };
  }
  return view;
}

export const limitsView = (playerId: string, now: number): GamingLimits => ({
  deposit: kindView(playerId, 'DEPOSIT', now),
  spend: kindView(playerId, 'SPEND', now),
});

const amountOf = (amounts: LimitAmounts, period: LimitPeriodName) =>
  period === 'DAILY' ? amounts.daily : period === 'WEEKLY' ? amounts.weekly : amounts.monthly;

/**
 * Only the periods given change: a lower limit applies at once; a higher one, or none (null), waits
 * COOLING_OFF_MS (replacing any that waited). A period left out keeps its limit and any raise that waits.
 */
export async function setLimits(
  playerId: string,
  kind: LimitKindName,
  amounts: LimitAmounts,
  now: number,
): Promise<void> {
  for (const period of LIMIT_PERIODS) {
    const pesos = amountOf(amounts, period) ?? null;
    if (pesos !== null && !hasDecimals(pesos, 0))
      refuse('INVALID_AMOUNT', 'A limit is a whole number of pesos');
  }
  for (const period of LIMIT_PERIODS) {
    const pesos = amountOf(amounts, period);
    if (pesos === undefined) continue;
    const wanted = pesos === null ? null : toMilli(pesos);
    const stored = limitOf(playerId, kind, period);
    const current = stored?.limitMilli ?? null;
    const lower = wanted !== null && (current === null || wanted <= current);
    const next: StoredLimit = lower
      ? { playerId, kind, period, limitMilli: wanted, pendingMilli: null, pendingFrom: 0 }
      : wanted === current
        ? { playerId, kind, period, limitMilli: current, pendingMilli: null, pendingFrom: 0 }
        : {
            playerId,
            kind,
            period,
            limitMilli: current,
            pendingMilli: wanted,
            pendingFrom: now + COOLING_OFF_MS,
          };
    if (stored)
      await gamingLimits.update((q) => q.where({ playerId, kind, period }), {
        data: (d) => {
          Object.assign(d, next);
        },
      });
    else await gamingLimits.create(next);
  }
}

/** Pending increases whose cooling-off is over by `now` (world() plays them in time order). */
export const dueLimits = (now: number) =>
  gamingLimits
    .findMany((q) => q.where((l) => l.pendingFrom > 0 && l.pendingFrom <= now))
    .map((l) => ({
      at: l.pendingFrom,
      run: async () => {
        await gamingLimits.update((q) => q.where({ playerId: l.playerId, kind: l.kind, period: l.period }), {
          data: (d) => {
            d.limitMilli = d.pendingMilli;
            d.pendingMilli = null;
            d.pendingFrom = 0;
          },
        });
      },
    }));

const PERIOD_WORDS: Record<LimitPeriodName, string> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
};

/** Refuses an amount over what the tightest limit of the kind still allows, saying what is left. */
export function assertWithinLimits(
  playerId: string,
  kind: LimitKindName,
  amountMilli: number,
  now: number,
): void {
  let tightest: { period: LimitPeriodName; remaining: number } | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = limitOf(playerId, kind, period)?.limitMilli ?? null;
    if (limit === null) continue;
    const remaining = Math.max(0, limit - usedSince(playerId, kind, periodStart(period, now)));
    if (!tightest || remaining < tightest.remaining) tightest = { period, remaining };
  }
  if (!tightest || amountMilli <= tightest.remaining) return;
  const left = toPesos(tightest.remaining);
  const words = PERIOD_WORDS[tightest.period];
  if (kind === 'DEPOSIT')
    refuse('DEPOSIT_LIMIT_EXCEEDED', `This is over your ${words} deposit limit: ₱${left} left`, 400, {
      remaining: left,
      period: tightest.period,
    });
  refuse('SPEND_LIMIT_EXCEEDED', `This is over your ${words} spend limit: ₱${left} left`, 400, {
    remaining: left,
    period: tightest.period,
  });
}

// ---------------------------------------------------------------------------------------------- breaks

export const activeBreak = (playerId: string, now: number) =>
  playBreaks.findFirst((q) => q.where((b) => b.playerId === playerId && b.endTime > now));

export function breakView(playerId: string, now: number): PlayBreak {
  const running = activeBreak(playerId, now);
  if (!running) return { state: 'NONE' };
  return {
    state: TIME_OUTS.includes(running.length) ? 'TIME_OUT' : 'SELF_EXCLUDED',
    length: running.length,
    startTime: running.startTime,
    endTime: running.endTime,
  };
}

/** Starts a break, or lengthens the running one; nothing shortens a break. */
export async function startBreak(playerId: string, length: PlayBreakLength, now: number): Promise<PlayBreak> {
  const endTime = breakEnd(length, now);
  const running = activeBreak(playerId, now);
  if (running && endTime <= running.endTime)
    refuse(
      'PLAY_BREAK_RUNNING',
      `Your break already runs until ${formatManilaDateTime(running.endTime)} (Manila)`,
      400,
      {
        endTime: running.endTime,
      },
    );
  playBreaks.deleteMany((q) => q.where({ playerId }));
  await playBreaks.create({ playerId, length, startTime: now, endTime });
  return breakView(playerId, now);
}

/** Refuses login, deposits, game launches and bets during a break, saying when it ends (403). */
export function assertMayPlay(playerId: string, now: number): void {
  const view = breakView(playerId, now);
  if (view.state === 'NONE' || view.endTime === undefined) return;
  const until = `${formatManilaDateTime(view.endTime)} (Manila time)`;
  if (view.state === 'TIME_OUT')
    refuse('ACCOUNT_TIMED_OUT', `Your account is in a time-out until ${until}`, 403, {
      endTime: view.endTime,
    });
  refuse('ACCOUNT_SELF_EXCLUDED', `Your account is self-excluded until ${until}`, 403, {
    endTime: view.endTime,
  });
}

// ---------------------------------------------------------------------------------------------- reality check

export const realityCheckOf = (playerId: string): number =>
  realityChecks.findFirst((q) => q.where({ playerId }))?.intervalMinutes ?? 0;

export async function setRealityCheck(playerId: string, intervalMinutes: number): Promise<void> {
  realityChecks.deleteMany((q) => q.where({ playerId }));
  await realityChecks.create({ playerId, intervalMinutes });
}

// ---------------------------------------------------------------------------------------------- statement

function totalsOf(playerId: string, from: number, to: number): StatementTotals {
  let deposits = 0;
  let withdrawals = 0;
  let stakes = 0;
  let wins = 0;
  for (const e of ledger.findMany((q) => q.where({ playerId }))) {
    if (e.createTime < from || e.createTime >= to) continue;
    if (e.txTypeId === TX.DEPOSIT.id) deposits += e.amountMilli;
    else if (e.txTypeId === TX.WITHDRAW.id || e.txTypeId === TX.WITHDRAW_REFUND.id)
      withdrawals -= e.amountMilli;
    else if (e.txTypeId === TX.BET.id) stakes -= e.amountMilli;
    else if (e.txTypeId === TX.PAYOUT.id) wins += e.amountMilli;
  }
  return {
    deposits: toPesos(deposits),
    withdrawals: toPesos(withdrawals),
    stakes: toPesos(stakes),
    wins: toPesos(wins),
    net: toPesos(wins - stakes),
  };
}

const STATEMENT_PERIOD: Record<StatementPeriod, LimitPeriodName> = {
  DAY: 'DAILY',
  WEEK: 'WEEKLY',
  MONTH: 'MONTHLY',
};

/** The current day (hourly buckets), week or month (daily buckets) from the ledger. */
export function statement(playerId: string, period: StatementPeriod, now: number): ActivityStatement {
  const from = periodStart(STATEMENT_PERIOD[period], now);
  const to = periodEnd(STATEMENT_PERIOD[period], now);
  const step = period === 'DAY' ? 3_600_000 : DAY_MS;
  const buckets: StatementBucket[] = [];
  for (let at = from; at < to; at += step) buckets.push({ from: at, ...totalsOf(playerId, at, at + step) });
  return { period, from, to, totals: totalsOf(playerId, from, to), buckets };
}

/** Stakes, wins and net result since `since` (a session's login). */
export function activitySince(playerId: string, since: number, now: number) {
  const { stakes, wins, net } = totalsOf(playerId, since, now + 1);
  return { loginTime: since, stakes, wins, net };
}

// ---------------------------------------------------------------------------------------------- seed

/** carmen2026 has limits set (₱500 a day, ₱10,000 a month); lito2026 is in a 7-day time-out started yesterday. */
export async function seedResponsible(now: number): Promise<void> {
  await setLimits('10000005', 'DEPOSIT', { daily: 500, monthly: 10_000 }, now);
  await setLimits('10000005', 'SPEND', { daily: 200 }, now);
  await setRealityCheck('10000005', 60);
  await playBreaks.create({
    playerId: '10000006',
    length: 'D7',
    startTime: now - DAY_MS,
    endTime: now + 6 * DAY_MS,
  });
}

// ---------------------------------------------------------------------------------------------- dev panel

/** When the earliest pending limit increase (of one player, or anyone) takes effect; null if none waits. */
export function nextCoolingOffEnd(now: number, playerId?: string): number | null {
  const due = gamingLimits
    .findMany((q) => q.where((l) => l.pendingFrom > now && (!playerId || l.playerId === playerId)))
    .map((l) => l.pendingFrom);
  return due.length ? Math.min(...due) : null;
}

/** When the earliest running break (of one player, or anyone) ends; null if none runs. */
export function nextBreakEnd(now: number, playerId?: string): number | null {
  const ends = playBreaks
    .findMany((q) => q.where((b) => b.endTime > now && (!playerId || b.playerId === playerId)))
    .map((b) => b.endTime);
  return ends.length ? Math.min(...ends) : null;
}
