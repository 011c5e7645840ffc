import { Collection } from '@msw/data';
import { z } from 'zod';
import { hasDecimals, toMilli, toPesos } from '../lib/money';
import { refuse } from '../lib/respond';
import { drawsOf, drawTimes, gameByCode, type GameDefinition } from './games';
import { post } from './ledger';
import type { Player } from './players';
import { nextId, register } from './store';
import { assertMayPlay, assertWithinLimits } from './responsible';

// Bets, placed by the fake lottery site (mock/lottery-site), by POST /__mock/bets or by the seed: they debit the
// ledger at once and settle when the mock clock passes their draw, paying by the office's prize tables
// (shared/domain/pcso-games.md), winnings above ₱10,000 taxed 20%.

/** Straight: the numbers in the drawn order. Rambolito: the same numbers in any order (EZ2 and Swertres only). */
export const PLAY_TYPES = ['STRAIGHT', 'RAMBOLITO'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

export const betSchema = z.object({
  id: z.number().int(),
  playerId: z.string(),
  gameCode: z.string(),
  drawTime: z.number(),
  numbers: z.array(z.number().int()),
  // Bets saved before play types existed were all straight.
  playType: z.enum(PLAY_TYPES).default('STRAIGHT'),
  tickets: z.number().int(),
  amountMilli: z.number().int(),
  status: z.enum(['PENDING', 'WON', 'LOST']),
  payoutMilli: z.number().int(),
  createTime: z.number(),
});
export type Bet = z.infer<typeof betSchema>;

export const bets = register('bets', new Collection({ schema: betSchema }));

/** Prize per ticket in pesos by numbers matched (jackpot games; 6 is the draw's jackpot, shared). */
export const JACKPOT_PRIZES: Record<string, Record<number, number>> = {
  LOTTO42: { 3: 20, 4: 800, 5: 24_000 },
  ML45: { 3: 30, 4: 1_000, 5: 32_000 },
  SL49: { 3: 40, 4: 1_200, 5: 50_000 },
  GL55: { 3: 60, 4: 1_500, 5: 100_000 },
  UL58: { 3: 100, 4: 2_000, 5: 120_000 },
};

/** Pesos per ₱10 rambolito bet by how many different numbers the combination has (EZ2: 2; Swertres: 3 or a pair). */
export const RAMBOLITO_PRIZES: Record<string, Record<number, number>> = {
  '2DL': { 2: 2_000 },
  '3DL': { 3: 750, 2: 1_500 },
};

/** 4D pays smaller prizes for the last three and the last two digits in order (pesos per ₱10 bet). */
export const LAST_DIGITS_PRIZES: Record<string, Record<number, number>> = {
  '4DL': { 3: 800, 2: 100 },
};

export const playTypesOf = (game: GameDefinition): PlayType[] =>
  game.gameCode in RAMBOLITO_PRIZES ? ['STRAIGHT', 'RAMBOLITO'] : ['STRAIGHT'];

export function numbersProblem(
  game: GameDefinition,
  numbers: number[],
  playType: PlayType = 'STRAIGHT',
): string | null {
  if (numbers.length !== game.balls) return `${game.remark} takes ${game.balls} numbers`;
  if (numbers.some((n) => !Number.isInteger(n) || n < game.min || n > game.max))
    return `${game.remark} numbers are from ${game.min} to ${game.max}`;
  if (game.distinct && new Set(numbers).size !== numbers.length) return `${game.remark} numbers must differ`;
  if (playType === 'RAMBOLITO') {
    const prizes = RAMBOLITO_PRIZES[game.gameCode];
    if (!prizes) return `${game.remark} is played straight only`;
    // A combination with one number repeated throughout has a single order: there is nothing to ramble.
    if (!prizes[new Set(numbers).size]) return `Rambolito needs numbers that are not all the same`;
  }
  return null;
}

/** The first draw of the game whose sales are still open at `now`. */
export function openDraw(game: GameDefinition, now: number): number {
  return drawTimes(game, now, now + 9 * 86_400_000).find((at) => now < at - game.lockMinutes * 60_000)!;
}

export async function placeBet(
  player: Player,
  gameCode: string,
  numbers: number[],
  amount: number,
  now: number,
  playType: PlayType = 'STRAIGHT',
) {
  const game = gameByCode(gameCode);
  if (!game) return refuse('UNKNOWN_GAME', `Unknown game ${gameCode}`);
  const problem = numbersProblem(game, numbers, playType);
  if (problem) return refuse('INVALID_NUMBERS', problem);
  if (!(amount > 0) || !hasDecimals(amount, 0) || amount % game.ticketPrice !== 0)
    return refuse('INVALID_AMOUNT', `${game.remark} is played in steps of ₱${game.ticketPrice}`);
  assertMayPlay(player.id, now);
  assertWithinLimits(player.id, 'SPEND', toMilli(amount), now);
  const drawTime = openDraw(game, now);
  await post(player.id, 'BET', -toMilli(amount), { at: now, remark: `${game.remark} ${numbers.join('-')}` });
  return createBet(player.id, game, { numbers, playType, amount }, drawTime, now);
}

/** The bet record of money already taken by the ledger (one entry per bet, or one for a whole bet slip). */
export function createBet(
  playerId: string,
  game: GameDefinition,
  line: { numbers: number[]; playType: PlayType; amount: number },
  drawTime: number,
  now: number,
) {
  return bets.create({
    id: nextId('bet', 7_000_001),
    playerId,
    gameCode: game.gameCode,
    drawTime,
    numbers: game.distinct ? [...line.numbers].sort((a, b) => a - b) : line.numbers,
    playType: line.playType,
    tickets: line.amount / game.ticketPrice,
    amountMilli: toMilli(line.amount),
    status: 'PENDING',
    payoutMilli: 0,
    createTime: now,
  });
}

const sameNumbers = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/** How many of the last digits match in order (4D's smaller prizes). */
function matchingTail(numbers: number[], winning: number[]): number {
  let n = 0;
  while (n < numbers.length && numbers.at(-1 - n) === winning.at(-1 - n)) n += 1;
  return n;
}

/** Pesos won by one ticket of the bet against the winning numbers of its draw. */
export function prizePerTicket(
  game: GameDefinition,
  numbers: number[],
  winning: number[],
  jackpot: number,
  playType: PlayType = 'STRAIGHT',
) {
  if (game.gameType === 'DIGIT') {
    if (playType === 'RAMBOLITO')
      return sameNumbers(numbers, winning)
        ? (RAMBOLITO_PRIZES[game.gameCode]?.[new Set(numbers).size] ?? 0)
        : 0;
    // 6D's top prize is its rolling jackpot; the other digit games pay a fixed top prize.
    if (numbers.every((n, i) => n === winning[i])) return game.rollover > 0 ? jackpot : game.minJackpot;
    return LAST_DIGITS_PRIZES[game.gameCode]?.[matchingTail(numbers, winning)] ?? 0;
  }
  const matched = numbers.filter((n) => winning.includes(n)).length;
  if (matched === 6) return jackpot;
  return JACKPOT_PRIZES[game.gameCode]?.[matched] ?? 0;
}

const afterTax = (milli: number) => (milli > 10_000_000 ? Math.floor(milli * 0.8) : milli);

export async function settleBet(bet: Bet): Promise<void> {
  const game = gameByCode(bet.gameCode)!;
  const draw = drawsOf(game, bet.drawTime + 1).at(-1);
  if (!draw || draw.winningTime !== bet.drawTime) return;
  const winning = draw.winNo.split('-').map(Number);
  const payoutMilli = afterTax(
    toMilli(prizePerTicket(game, bet.numbers, winning, draw.jackpotPrize, bet.playType) * bet.tickets),
  );
  if (payoutMilli > 0)
    await post(bet.playerId, 'PAYOUT', payoutMilli, {
      at: bet.drawTime,
      remark: `${game.remark} ${draw.winNo}`,
    });
  await bets.update((q) => q.where({ id: bet.id }), {
    data: (b) => {
      b.status = payoutMilli > 0 ? 'WON' : 'LOST';
      b.payoutMilli = payoutMilli;
    },
  });
}

export const dueBets = (now: number) =>
  bets
    .findMany((q) => q.where((b) => b.status === 'PENDING' && b.drawTime <= now))
    .map((bet) => ({ at: bet.drawTime, run: () => settleBet(bet) }));

/** The player's newest bets (GET /wps/v2/bet/recent): by bet time, the later placed first within the same time. */
export const recentBets = (playerId: string, size: number) =>
  bets
    .findMany((q) => q.where({ playerId }))
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id)
    .slice(0, size)
    .map((bet) => ({
      id: bet.id,
      gameCode: bet.gameCode,
      remark: gameByCode(bet.gameCode)?.remark ?? null,
      numbers: bet.numbers,
      playType: bet.playType,
      drawTime: bet.drawTime,
      betTime: bet.createTime,
      amount: toPesos(bet.amountMilli),
    }));
