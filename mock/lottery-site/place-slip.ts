import { z } from 'zod';
import { createBet, numbersProblem, PLAY_TYPES } from '../db/bets';
import { GAMES } from '../db/games';
import { post } from '../db/ledger';
import { findPlayer, type Player } from '../db/players';
import { assertMayPlay, assertWithinLimits } from '../db/responsible';
import { formatPesos, toMilli } from '../lib/money';
import { refuse } from '../lib/respond';
import { MAX_SLIP_LINES, MAX_TICKETS } from './client/rules';
import type { PlacedBets } from './client/types';
import { drawWindow, siteWallet } from './views';

// A bet slip is placed whole or not at all: every line is checked first (numbers, play type, tickets, sales
// still open), the balance must cover the total, and one ledger entry takes the money before the bets exist.

export const slipSchema = z.object({
  lines: z
    .array(
      z.object({
        gameId: z.number().int(),
        numbers: z.array(z.number().int()).max(10),
        playType: z.enum(PLAY_TYPES),
        tickets: z.number().int(),
      }),
    )
    .max(50),
});
export type Slip = z.infer<typeof slipSchema>;

export async function placeSlip(player: Player, slip: Slip, now: number): Promise<PlacedBets> {
  if (slip.lines.length === 0) refuse('EMPTY_SLIP', 'Add at least one line to the bet slip.');
  if (slip.lines.length > MAX_SLIP_LINES)
    refuse('SLIP_TOO_LONG', `A bet slip holds at most ${MAX_SLIP_LINES} lines.`);
  const checked = slip.lines.map((line) => {
    const game =
      GAMES.find((g) => g.gameId === line.gameId) ?? refuse('UNKNOWN_GAME', `Unknown game ${line.gameId}`);
    const problem = numbersProblem(game, line.numbers, line.playType);
    if (problem) refuse('INVALID_NUMBERS', problem);
    if (line.tickets < 1 || line.tickets > MAX_TICKETS)
      refuse('INVALID_TICKETS', `A line has from 1 to ${MAX_TICKETS} tickets.`);
    const draw = drawWindow(game, now);
    if (!draw.salesOpen)
      refuse(
        'SALES_CLOSED',
        `Sales for the ${game.remark} draw of ${draw.drawLabel} closed at ${draw.lockLabel}. Betting reopens after the draw.`,
      );
    return { game, line, amount: game.ticketPrice * line.tickets, draw };
  });
  const totalMilli = checked.reduce((sum, c) => sum + toMilli(c.amount), 0);
  assertMayPlay(player.id, now);
  assertWithinLimits(player.id, 'SPEND', totalMilli, now);
  if (player.balanceMilli < totalMilli)
    refuse(
      'INSUFFICIENT_BALANCE',
      `Insufficient balance: these bets cost ${formatPesos(totalMilli)} and your balance is ${formatPesos(player.balanceMilli)}. Please top up first.`,
    );
  const remark = checked.map((c) => `${c.game.remark} ${c.line.numbers.join('-')}`).join('; ');
  await post(player.id, 'BET', -totalMilli, { at: now, remark: `Bet slip: ${remark}`.slice(0, 200) });
  for (const c of checked)
    await createBet(player.id, c.game, { ...c.line, amount: c.amount }, c.draw.drawTime, now);
  return {
    count: checked.length,
    totalText: formatPesos(totalMilli),
    drawLabel: [...new Set(checked.map((c) => c.draw.drawLabel))].join(' and '),
    wallet: siteWallet(findPlayer(player.id) ?? player),
  };
}
