import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeBet, settleBet } from '@mock/db/bets';
import { createDeposit, markPaid } from '@mock/db/deposits';
import {
  drawsOf,
  drawTimes,
  GAMES,
  HISTORY_START,
  winningNumbers,
  type GameDefinition,
} from '@mock/db/games';
import { ledgerSum } from '@mock/db/ledger';
import { findPlayer } from '@mock/db/players';
import { settings } from '@mock/db/settings';
import { requestWithdrawal } from '@mock/db/withdrawals';
import { advance, resetWorld, world } from '@mock/db/world';
import { clock } from '@mock/lib/clock';
import { Refusal } from '@mock/lib/respond';
import { DAY_MS, manilaParts } from '@/lib/manila-time';
import { API, call, logInAs } from './support';

// Properties of the fake world that must hold for any input, not just the examples: money is never created or
// lost outside the ledger, draws follow their game's rules, and paging never repeats or skips a record.

const JUAN = '10000001';
const gameArb = fc.constantFrom(...GAMES);

function obeysRules(game: GameDefinition, numbers: number[]): boolean {
  if (numbers.length !== game.balls) return false;
  if (numbers.some((n) => !Number.isInteger(n) || n < game.min || n > game.max)) return false;
  if (game.distinct && new Set(numbers).size !== numbers.length) return false;
  return !game.distinct || numbers.every((n, i) => i === 0 || numbers[i - 1] < n);
}

const numbersFor = (game: GameDefinition) =>
  game.distinct
    ? fc.uniqueArray(fc.integer({ min: game.min, max: game.max }), {
        minLength: game.balls,
        maxLength: game.balls,
      })
    : fc.array(fc.integer({ min: game.min, max: game.max }), {
        minLength: game.balls,
        maxLength: game.balls,
      });

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.integer({ min: 100, max: 50_000 }),
    promo: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 100, max: 20_000 }),
    outcome: fc.constantFrom('success' as const, 'audit-failure' as const, 'failed' as const),
  }),
  gameArb.chain((game) =>
    fc.record({
      kind: fc.constant('bet' as const),
      game: fc.constant(game),
      numbers: numbersFor(game),
      tickets: fc.integer({ min: 1, max: 2000 }),
      win: fc.boolean(),
    }),
  ),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3 * DAY_MS }) }),
);

const refused = (error: unknown) => {
  if (!(error instanceof Refusal)) throw error;
};

describe('properties of the fake world', () => {
  it('deposits, withdrawals, bets and payouts never make a balance negative, and balance = sum of ledger', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 20 }), async (ops) => {
        await resetWorld();
        clock.freeze(clock.now());
        for (const op of ops) {
          const now = clock.now();
          const juan = findPlayer(JUAN)!;
          if (op.kind === 'deposit') {
            const order = await createDeposit(
              juan,
              'EWALLET',
              { channelId: 21, amount: op.amount, ...(op.promo ? { promotionId: 88 } : {}) },
              now,
            ).catch(refused);
            if (order) await markPaid(order.orderNo, now);
          } else if (op.kind === 'withdraw') {
            settings.withdrawOutcome = op.outcome;
            await requestWithdrawal(
              juan,
              { amount: op.amount, bankCardId: 55021, paymentPassword: '246810' },
              now,
            ).catch(refused);
          } else if (op.kind === 'bet') {
            const bet = await placeBet(
              juan,
              op.game.gameCode,
              op.numbers,
              op.tickets * op.game.ticketPrice,
              now,
            ).catch(refused);
            // A winning ticket, settled at once: payouts (jackpots included) must book like any other entry.
            if (bet && op.win) await settleBet({ ...bet, numbers: winningNumbers(op.game, bet.drawTime) });
          } else clock.advance(op.ms);
          await advance();
          const after = findPlayer(JUAN)!;
          expect(after.balanceMilli).toBeGreaterThanOrEqual(0);
          expect(after.balanceMilli).toBe(ledgerSum(JUAN));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('the seeded wallets are the sums of their ledgers (juan2026 at ₱12,345.678)', async () => {
    await world();
    for (const id of ['10000001', '10000002', '10000003', '10000004'])
      expect(findPlayer(id)!.balanceMilli).toBe(ledgerSum(id));
    expect(findPlayer(JUAN)!.balanceMilli).toBe(12_345_678);
    expect(findPlayer('10000003')!.balanceMilli).toBe(500_000);
    expect(findPlayer('10000004')!.balanceMilli).toBe(20_000);
  });

  it('winning numbers always obey their game rules', () => {
    fc.assert(
      fc.property(
        gameArb,
        fc.integer({ min: HISTORY_START, max: HISTORY_START + 3 * 365 * DAY_MS }),
        (game, at) => obeysRules(game, winningNumbers(game, at)),
      ),
      { numRuns: 500 },
    );
  });

  it('draws happen on their game schedule and publish valid combinations', () => {
    fc.assert(
      fc.property(
        gameArb,
        fc.integer({ min: HISTORY_START + 30 * DAY_MS, max: HISTORY_START + 700 * DAY_MS }),
        (game, at) => {
          const recent = drawsOf(game, at).slice(-20);
          expect(recent.length).toBeGreaterThan(0);
          for (const draw of recent) {
            const p = manilaParts(draw.winningTime);
            expect(game.weekdays).toContain(p.weekday);
            expect(game.hours).toContain(p.hour);
            expect(obeysRules(game, draw.winNo.split('-').map(Number))).toBe(true);
            expect(draw.jackpotPrize).toBeGreaterThanOrEqual(game.minJackpot);
          }
          expect(drawTimes(game, at - 8 * DAY_MS, at).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('draw-history paging never repeats or skips a record', async () => {
    await world();
    const now = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('all', ...GAMES.map((g) => g.gameCode)),
        fc.integer({ min: 0, max: 120 }),
        // At most as many days as records a page: all games together draw about 9 times a day, so a run reads
        // about 10 pages at most. Small pages over 45 days were 400 calls in one run, past the test's time.
        fc
          .integer({ min: 1, max: 60 })
          .chain((size) => fc.tuple(fc.integer({ min: 1, max: Math.min(45, size) }), fc.constant(size))),
        async (gameCode, daysBack, [days, size]) => {
          const startTime = now - daysBack * DAY_MS;
          const endTime = startTime + days * DAY_MS;
          const page = async (n: number) =>
            (await (
              await fetch(
                `${API}/lgw/pl/draw/win_order_prize_summaries?gameCode=${gameCode}&startTime=${startTime}&endTime=${endTime}&page=${n}&size=${size}`,
              )
            ).json()) as {
              content: { gameCode: string; winningTime: number }[];
              totalElements: number;
              totalPages: number;
              numberOfElements: number;
            };
          const first = await page(0);
          const seen: string[] = [];
          for (let n = 0; n < first.totalPages; n++) {
            const p = n === 0 ? first : await page(n);
            expect(p.numberOfElements).toBe(p.content.length);
            seen.push(...p.content.map((d) => `${d.gameCode}@${d.winningTime}`));
          }
          expect((await page(first.totalPages)).content).toEqual([]);
          expect(seen.length).toBe(first.totalElements);
          expect(new Set(seen).size).toBe(seen.length);
          const times = seen.map((k) => Number(k.split('@')[1]));
          expect(times.every((t, i) => i === 0 || times[i - 1] >= t)).toBe(true);
          expect(times.every((t) => t >= startTime && t < endTime)).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('account-record paging (1-based) never repeats or skips a record', async () => {
    await logInAs('juan2026');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom(undefined, '1001,3001', '9999'),
        async (size, exclude) => {
          type Page = { list: { id: number; txTypeId: number }[]; total: number; totalPages: number };
          const page = (n: number) =>
            call<Page>('/wps/v2/transaction/records', 'GET', {
              params: { page: n, size, ...(exclude ? { excludeTxTypeIds: exclude } : {}) },
            });
          const first = await page(1);
          const ids: number[] = [];
          for (let n = 1; n <= first.totalPages; n++) ids.push(...(await page(n)).list.map((r) => r.id));
          expect(ids.length).toBe(first.total);
          expect(new Set(ids).size).toBe(ids.length);
          expect((await page(first.totalPages + 1)).list).toEqual([]);
          const hidden = exclude ? exclude.split(',').map(Number) : [6231, 4203, 4223, 6156, 4253];
          const all = (
            await call<Page>('/wps/v2/transaction/records', 'GET', {
              params: { page: 1, size: 1000, excludeTxTypeIds: '0' },
            })
          ).list;
          expect(first.total).toBe(all.filter((r) => !hidden.includes(r.txTypeId)).length);
        },
      ),
      { numRuns: 15 },
    );
  });
});
