import { Collection } from '@msw/data';
import { z } from 'zod';
import { hasDecimals, toMilli } from '../lib/money';
import { refuse } from '../lib/respond';
import { drawsOf, drawTimes, gameByCode, type GameDefinition } from './games';
import { post } from './ledger';
import type { Player } from './players';
import { nextId, register } from './store';

// Bets until the lottery game site exists (a later issue): placed with POST /__mock/bets or by the seed, they
// debit the ledger at once and settle when the mock clock passes their draw, paying by the office's prize
// tables (shared/domain/pcso-games.md), winnings above ₱10,000 taxed 20%.

export const betSchema = z.object({
  id: z.number().int(),
  playerId: z.string(),
  gameCode: z.string(),
  drawTime: z.number(),
  numbers: z.array(z.number().int()),
  tickets: z.number().int(),
  amountMilli: z.number().int(),
  status: z.enum(['PENDING', 'WON', 'LOST']),
  payoutMilli: z.number().int(),
  createTime: z.number(),
});
export type Bet = z.infer<typeof betSchema>;

export const bets = register('bets', new Collection({ schema: betSchema }));

/** Prize per ticket in pesos by numbers matched (jackpot games; 6 is the draw's jackpot, shared). */
const JACKPOT_PRIZES: Record<string, Record<number, number>> = {
  LOTTO42: { 3: 20, 4: 800, 5: 24_000 },
  ML45: { 3: 30, 4: 1_000, 5: 32_000 },
  SL49: { 3: 40, 4: 1_200, 5: 50_000 },
  GL55: { 3: 60, 4: 1_500, 5: 100_000 },
  UL58: { 3: 100, 4: 2_000, 5: 120_000 },
};

export function numbersProblem(game: GameDefinition, numbers: number[]): string | null {
  if (numbers.length !== game.balls) return `${game.remark} takes ${game.balls} numbers`;
  if (numbers.some((n) => !Number.isInteger(n) || n < game.min || n > game.max))
    return `${game.remark} numbers are from ${game.min} to ${game.max}`;
  if (game.distinct && new Set(numbers).size !== numbers.length) return `${game.remark} numbers must differ`;
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
) {
  const game = gameByCode(gameCode);
  if (!game) return refuse('UNKNOWN_GAME', `Unknown game ${gameCode}`);
  const problem = numbersProblem(game, numbers);
  if (problem) return refuse('INVALID_NUMBERS', problem);
  if (!(amount > 0) || !hasDecimals(amount, 0) || amount % game.ticketPrice !== 0)
    return refuse('INVALID_AMOUNT', `${game.remark} is played in steps of ₱${game.ticketPrice}`);
  const drawTime = openDraw(game, now);
  await post(player.id, 'BET', -toMilli(amount), { at: now, remark: `${game.remark} ${numbers.join('-')}` });
  return bets.create({
    id: nextId('bet', 7_000_001),
    playerId: player.id,
    gameCode,
    drawTime,
    numbers: game.distinct ? [...numbers].sort((a, b) => a - b) : numbers,
    tickets: amount / game.ticketPrice,
    amountMilli: toMilli(amount),
    status: 'PENDING',
    payoutMilli: 0,
    createTime: now,
  });
}

/** Pesos won by one ticket of the bet against the winning numbers of its draw. */
export function prizePerTicket(game: GameDefinition, numbers: number[], winning: number[], jackpot: number) {
  if (game.gameType === 'DIGIT') return numbers.every((n, i) => n === winning[i]) ? game.minJackpot : 0;
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
    toMilli(prizePerTicket(game, bet.numbers, winning, draw.jackpotPrize) * bet.tickets),
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
