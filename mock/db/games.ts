import { DAY_MS, manilaParts, manilaStartOfDay, manilaTime } from '../../src/lib/manila-time';
import { hashSeed, intBetween, prng } from '../lib/random';

// The nine games of the national charity sweepstakes office, with their real ranges, schedules (Manila time),
// prices and prizes (shared/domain/pcso-games.md), and a draw history generated from those schedules.

export type GameType = 'DIGIT' | 'JACKPOT';

export interface GameDefinition {
  gameId: number;
  gameCode: string;
  gameGroupCode: string;
  remark: string;
  gameType: GameType;
  balls: number;
  /** Smallest and largest number on a ball. */
  min: number;
  max: number;
  /** Jackpot games draw distinct numbers; digit games allow repeats. */
  distinct: boolean;
  /** Manila weekdays (0 = Sunday) and hours of the draws. */
  weekdays: number[];
  hours: number[];
  /** Minutes before a draw that sales close. */
  lockMinutes: number;
  ticketPrice: number;
  /** Pesos; jackpot games reset to this after a win, DIGIT games pay it as the top prize. */
  minJackpot: number;
  /** Average jackpot growth per draw without a winner, pesos. */
  rollover: number;
  /** Chance that a draw has a jackpot winner. */
  winChance: number;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const GAMES: readonly GameDefinition[] = [
  {
    gameId: 101,
    gameCode: 'LOTTO42',
    gameGroupCode: 'JACKPOT',
    remark: 'Lotto 6/42',
    gameType: 'JACKPOT',
    balls: 6,
    min: 1,
    max: 42,
    distinct: true,
    weekdays: [2, 4, 6],
    hours: [21],
    lockMinutes: 60,
    ticketPrice: 20,
    minJackpot: 10_000_000,
    rollover: 1_200_000,
    winChance: 0.12,
  },
  {
    gameId: 102,
    gameCode: 'ML45',
    gameGroupCode: 'JACKPOT',
    remark: 'Mega Lotto 6/45',
    gameType: 'JACKPOT',
    balls: 6,
    min: 1,
    max: 45,
    distinct: true,
    weekdays: [1, 3, 5],
    hours: [21],
    lockMinutes: 60,
    ticketPrice: 20,
    minJackpot: 15_000_000,
    rollover: 1_500_000,
    winChance: 0.1,
  },
  {
    gameId: 103,
    gameCode: 'SL49',
    gameGroupCode: 'JACKPOT',
    remark: 'Super Lotto 6/49',
    gameType: 'JACKPOT',
    balls: 6,
    min: 1,
    max: 49,
    distinct: true,
    weekdays: [0, 2, 4],
    hours: [21],
    lockMinutes: 60,
    ticketPrice: 20,
    minJackpot: 25_000_000,
    rollover: 2_000_000,
    winChance: 0.08,
  },
  {
    gameId: 104,
    gameCode: 'GL55',
    gameGroupCode: 'JACKPOT',
    remark: 'Grand Lotto 6/55',
    gameType: 'JACKPOT',
    balls: 6,
    min: 1,
    max: 55,
    distinct: true,
    weekdays: [1, 3, 6],
    hours: [21],
    lockMinutes: 60,
    ticketPrice: 20,
    minJackpot: 45_000_000,
    rollover: 3_500_000,
    winChance: 0.06,
  },
  {
    gameId: 105,
    gameCode: 'UL58',
    gameGroupCode: 'JACKPOT',
    remark: 'Ultra Lotto 6/58',
    gameType: 'JACKPOT',
    balls: 6,
    min: 1,
    max: 58,
    distinct: true,
    weekdays: [0, 2, 5],
    hours: [21],
    lockMinutes: 60,
    ticketPrice: 20,
    minJackpot: 75_000_000,
    rollover: 5_000_000,
    winChance: 0.05,
  },
  {
    gameId: 201,
    gameCode: '2DL',
    gameGroupCode: 'DIGIT',
    remark: 'EZ2 (2D)',
    gameType: 'DIGIT',
    balls: 2,
    min: 1,
    max: 31,
    distinct: false,
    weekdays: EVERY_DAY,
    hours: [14, 17, 21],
    lockMinutes: 15,
    ticketPrice: 10,
    minJackpot: 4_000,
    rollover: 0,
    winChance: 0.9,
  },
  {
    gameId: 202,
    gameCode: '3DL',
    gameGroupCode: 'DIGIT',
    remark: 'Swertres (3D)',
    gameType: 'DIGIT',
    balls: 3,
    min: 0,
    max: 9,
    distinct: false,
    weekdays: EVERY_DAY,
    hours: [14, 17, 21],
    lockMinutes: 15,
    ticketPrice: 10,
    minJackpot: 4_500,
    rollover: 0,
    winChance: 0.9,
  },
  {
    gameId: 203,
    gameCode: '4DL',
    gameGroupCode: 'DIGIT',
    remark: '4D Lotto',
    gameType: 'DIGIT',
    balls: 4,
    min: 0,
    max: 9,
    distinct: false,
    weekdays: [1, 3, 5],
    hours: [21],
    lockMinutes: 60,
    ticketPrice: 10,
    minJackpot: 10_000,
    rollover: 0,
    winChance: 0.6,
  },
  {
    gameId: 204,
    gameCode: '6DL',
    gameGroupCode: 'DIGIT',
    remark: '6D Lotto',
    gameType: 'DIGIT',
    balls: 6,
    min: 0,
    max: 9,
    distinct: false,
    weekdays: [2, 4, 6],
    hours: [21],
    lockMinutes: 60,
    ticketPrice: 20,
    minJackpot: 150_000,
    rollover: 25_000,
    winChance: 0.15,
  },
];

export const gameByCode = (code: string) => GAMES.find((g) => g.gameCode === code);

export interface Draw {
  gameCode: string;
  remark: string;
  gameType: GameType;
  /** Epoch ms of the draw. */
  winningTime: number;
  /** The winning combination, numbers joined by dashes (order kept for digit games). */
  winNo: string;
  /** Pesos. */
  jackpotPrize: number;
  winners: number;
}

/** Draw times of a game in [from, to), ascending. */
export function drawTimes(game: GameDefinition, from: number, to: number): number[] {
  const times: number[] = [];
  for (let day = manilaStartOfDay(from); day < to; day += DAY_MS) {
    const p = manilaParts(day + DAY_MS / 2);
    if (!game.weekdays.includes(p.weekday)) continue;
    for (const hour of game.hours) {
      const at = manilaTime(p.year, p.month, p.day, hour);
      if (at >= from && at < to) times.push(at);
    }
  }
  return times;
}

export function winningNumbers(game: GameDefinition, at: number): number[] {
  const random = prng(hashSeed(`${game.gameCode}@${at}`));
  const numbers: number[] = [];
  while (numbers.length < game.balls) {
    const n = intBetween(random, game.min, game.max);
    if (game.distinct && numbers.includes(n)) continue;
    numbers.push(n);
  }
  return game.distinct ? numbers.sort((a, b) => a - b) : numbers;
}

/** History starts at a fixed date so the same seed gives the same jackpots whatever today is. */
export const HISTORY_START = manilaTime(2025, 1, 1);

const cache = new Map<string, { until: number; draws: Draw[] }>();

/** Every draw of a game from HISTORY_START up to (not including) `until`, jackpots rolled over in order. */
export function drawsOf(game: GameDefinition, until: number): Draw[] {
  const hit = cache.get(game.gameCode);
  if (hit && hit.until >= until) return hit.draws.filter((d) => d.winningTime < until);
  // Computed well past `until` (draws are fixed by their time, published or not) so that a caller walking
  // forward in time does not recompute the whole history on every step; only draws before `until` are returned.
  const horizon = Math.max(until, Date.now()) + 60 * DAY_MS;
  const draws: Draw[] = [];
  let jackpot = game.minJackpot;
  for (const at of drawTimes(game, HISTORY_START, horizon)) {
    const random = prng(hashSeed(`${game.gameCode}#${at}`));
    const won = random() < game.winChance;
    const winners = won
      ? game.gameType === 'JACKPOT'
        ? intBetween(random, 1, 3)
        : intBetween(random, 1, game.gameCode === '6DL' ? 2 : 400)
      : 0;
    draws.push({
      gameCode: game.gameCode,
      remark: game.remark,
      gameType: game.gameType,
      winningTime: at,
      winNo: winningNumbers(game, at).join('-'),
      jackpotPrize: jackpot,
      winners,
    });
    jackpot = won ? game.minJackpot : jackpot + Math.round(game.rollover * (0.8 + random() * 0.4));
  }
  cache.set(game.gameCode, { until: horizon, draws });
  return draws.filter((d) => d.winningTime < until);
}

/** The next draw of a game at or after `now` (searching up to 8 days ahead). */
export function nextDrawTime(game: GameDefinition, now: number): number {
  return drawTimes(game, now, now + 8 * DAY_MS)[0];
}
