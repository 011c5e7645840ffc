import type { PlayType, SiteGame, SiteLine } from './types';

// The bet rules as the player's browser checks them before anything is sent (the server checks them again:
// mock/db/bets.ts). Pure functions, shared by the pickers, the bet slip and the unit tests.

export const MAX_TICKETS = 100;
export const MAX_SLIP_LINES = 10;

export type Random = () => number;

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** Why these numbers cannot be played yet (null when they can). */
export function pickProblem(game: SiteGame, numbers: number[], playType: PlayType): string | null {
  if (numbers.length < game.balls) {
    const left = game.balls - numbers.length;
    return `Pick ${left} more number${left === 1 ? '' : 's'}`;
  }
  if (numbers.length > game.balls) return `${game.name} takes ${game.balls} numbers`;
  if (numbers.some((n) => !Number.isInteger(n) || n < game.min || n > game.max))
    return `Numbers are from ${game.min} to ${game.max}`;
  if (game.distinct && new Set(numbers).size !== numbers.length) return 'Every number must be different';
  if (playType === 'RAMBOLITO') {
    if (!game.playTypes.includes('RAMBOLITO')) return `${game.name} is played straight only`;
    if (new Set(numbers).size === 1) return 'Rambolito needs numbers that are not all the same';
  }
  return null;
}

/** Random numbers that obey the game (and the play type): jackpot picks sorted, digit picks in drawn order. */
export function quickPick(game: SiteGame, playType: PlayType, random: Random = Math.random): number[] {
  for (;;) {
    const numbers: number[] = [];
    while (numbers.length < game.balls) {
      const n = between(random, game.min, game.max);
      if (game.distinct && numbers.includes(n)) continue;
      numbers.push(n);
    }
    if (game.distinct) numbers.sort((a, b) => a - b);
    if (!pickProblem(game, numbers, playType)) return numbers;
  }
}

/** Jackpot games: tapping a number toggles it (up to the number of balls). */
export function toggleNumber(game: SiteGame, numbers: number[], n: number): number[] {
  if (numbers.includes(n)) return numbers.filter((x) => x !== n);
  if (numbers.length >= game.balls) return numbers;
  return [...numbers, n].sort((a, b) => a - b);
}

/** Digit games: tapping a number fills the next position (repeats allowed) until every position is filled. */
export function appendNumber(game: SiteGame, numbers: number[], n: number): number[] {
  return numbers.length >= game.balls ? numbers : [...numbers, n];
}

export const clampTickets = (tickets: number): number =>
  Math.min(MAX_TICKETS, Math.max(1, Number.isFinite(tickets) ? Math.trunc(tickets) : 1));

export const lineCost = (game: SiteGame, tickets: number): number => game.ticketPrice * tickets;

export function slipTotal(lines: readonly SiteLine[], games: readonly SiteGame[]): number {
  return lines.reduce((sum, line) => {
    const game = games.find((g) => g.gameId === line.gameId);
    return sum + (game ? lineCost(game, line.tickets) : 0);
  }, 0);
}

/** "₱1,234.00": the site's own money format (whole pesos in the slip). */
export const pesos = (amount: number): string =>
  `₱${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Digit combinations keep their order; every combination reads as dash-joined numbers. */
export const numbersText = (numbers: readonly number[]): string => numbers.join('-');

export const playTypeLabel = (playType: PlayType): string =>
  playType === 'RAMBOLITO' ? 'Rambolito (any order)' : 'Straight (exact order)';
