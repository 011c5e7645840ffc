import { gameArtUrl } from '../../src/lib/games';
import { manilaParts } from '../../src/lib/manila-time';
import { JACKPOT_PRIZES, LAST_DIGITS_PRIZES, RAMBOLITO_PRIZES, playTypesOf, type Bet } from '../db/bets';
import { drawsOf, gameByCode, nextDrawTime, type GameDefinition } from '../db/games';
import type { Player } from '../db/players';
import { formatPesos, toMilli, toPesos } from '../lib/money';
import type { SiteDraw, SiteGame, SiteOrder, SiteWallet } from './client/types';

// What the site's API shows of the fake backend's world: games with their rules and the draw on sale, the
// wallet and the player's bets. Times are labelled in Manila time here, so the browser code needs no zone data.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function clockLabel(hour: number, minute = 0): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Tue 25 Nov, 9:00 PM" in Manila. */
export function manilaLabel(epochMs: number): string {
  const p = manilaParts(epochMs);
  return `${WEEKDAYS[p.weekday]} ${p.day} ${MONTHS[p.month - 1]}, ${clockLabel(p.hour, p.minute)}`;
}

const money = (pesos: number) => formatPesos(toMilli(pesos));

/** The next draw and whether its sales are still open (they close lockMinutes before the draw). */
export function drawWindow(game: GameDefinition, now: number): SiteDraw {
  const drawTime = nextDrawTime(game, now);
  const lockTime = drawTime - game.lockMinutes * 60_000;
  return {
    drawTime,
    lockTime,
    drawLabel: manilaLabel(drawTime),
    lockLabel: manilaLabel(lockTime),
    salesOpen: now < lockTime,
  };
}

function schedule(game: GameDefinition): string {
  const days = game.weekdays.length === 7 ? 'Daily' : game.weekdays.map((d) => WEEKDAYS[d]).join(', ');
  return `${days} at ${game.hours.map((h) => clockLabel(h)).join(', ')} (Manila time)`;
}

function prizeRules(game: GameDefinition): string[] {
  const per = `per ${money(game.ticketPrice)} ticket`;
  if (game.gameType === 'JACKPOT') {
    const table = JACKPOT_PRIZES[game.gameCode] ?? {};
    return [
      `Match all 6: the jackpot (from ${money(game.minJackpot)}), shared by the winners.`,
      `Match 5: ${money(table[5] ?? 0)}; match 4: ${money(table[4] ?? 0)}; match 3: ${money(table[3] ?? 0)} ${per}.`,
    ];
  }
  const rules = [
    game.rollover > 0
      ? `All ${game.balls} in order: the jackpot (from ${money(game.minJackpot)}, it rolls over).`
      : `Straight, the exact order: ${money(game.minJackpot)} ${per}.`,
  ];
  const tail = LAST_DIGITS_PRIZES[game.gameCode];
  if (tail)
    rules.push(`Last three in order: ${money(tail[3])}; last two in order: ${money(tail[2])} ${per}.`);
  const rambolito = RAMBOLITO_PRIZES[game.gameCode];
  if (rambolito)
    rules.push(
      game.balls === 2
        ? `Rambolito, any order: ${money(rambolito[2])} ${per} (the two numbers must differ).`
        : `Rambolito, any order: ${money(rambolito[3])} ${per} for three different digits, ${money(rambolito[2])} with a pair.`,
    );
  return rules;
}

function howToPick(game: GameDefinition): string {
  if (game.distinct)
    return `Pick ${game.balls} different numbers from ${game.min} to ${game.max}, in any order.`;
  const what =
    game.max > 9 ? `numbers from ${game.min} to ${game.max}` : `digits from ${game.min} to ${game.max}`;
  return `Pick ${game.balls} ${what} in order; repeats are allowed.`;
}

export function siteGame(game: GameDefinition, now: number): SiteGame {
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    name: game.remark,
    picture: gameArtUrl(game.gameCode),
    gameType: game.gameType,
    balls: game.balls,
    min: game.min,
    max: game.max,
    distinct: game.distinct,
    ticketPrice: game.ticketPrice,
    playTypes: playTypesOf(game),
    rules: [
      howToPick(game),
      `${money(game.ticketPrice)} per line; more tickets on a line multiply the stake and the prize.`,
      ...prizeRules(game),
      `Sales close ${game.lockMinutes} minutes before each draw. Winnings above ₱10,000 are taxed 20%.`,
    ],
    schedule: schedule(game),
    draw: drawWindow(game, now),
  };
}

export const siteWallet = (player: Player): SiteWallet => ({
  balance: toPesos(player.balanceMilli),
  balanceText: formatPesos(player.balanceMilli),
});

export function siteOrder(bet: Bet): SiteOrder {
  const game = gameByCode(bet.gameCode)!;
  const draw = bet.status === 'PENDING' ? undefined : drawsOf(game, bet.drawTime + 1).at(-1);
  return {
    id: bet.id,
    gameId: game.gameId,
    gameName: game.remark,
    gameType: game.gameType,
    numbers: bet.numbers,
    playType: bet.playType,
    tickets: bet.tickets,
    amountText: formatPesos(bet.amountMilli),
    drawLabel: manilaLabel(bet.drawTime),
    placedLabel: manilaLabel(bet.createTime),
    status: bet.status,
    prizeText: formatPesos(bet.payoutMilli),
    winning: draw && draw.winningTime === bet.drawTime ? draw.winNo.split('-').map(Number) : null,
  };
}
