import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendNumber, clampTickets, pickProblem, quickPick, slipTotal, toggleNumber } from './rules';
import type { SiteGame } from './types';

// The site's own checks before it sends a line: quick picks always obey the game, jackpot numbers toggle,
// digit numbers fill positions in order with repeats.

const base = {
  rules: [],
  schedule: '',
  draw: { drawTime: 0, lockTime: 0, drawLabel: '', lockLabel: '', salesOpen: true },
};
const jackpot: SiteGame = {
  ...base,
  gameId: 105,
  gameCode: 'UL58',
  name: 'Ultra Lotto 6/58',
  picture: '/game-art/ul58.svg',
  gameType: 'JACKPOT',
  balls: 6,
  min: 1,
  max: 58,
  distinct: true,
  ticketPrice: 20,
  playTypes: ['STRAIGHT'],
};
const swertres: SiteGame = {
  ...base,
  gameId: 202,
  gameCode: '3DL',
  name: 'Swertres (3D)',
  picture: '/game-art/3dl.svg',
  gameType: 'DIGIT',
  balls: 3,
  min: 0,
  max: 9,
  distinct: false,
  ticketPrice: 10,
  playTypes: ['STRAIGHT', 'RAMBOLITO'],
};
const ez2: SiteGame = {
  ...swertres,
  gameId: 201,
  gameCode: '2DL',
  name: 'EZ2 (2D)',
  balls: 2,
  min: 1,
  max: 31,
};

describe('quick pick', () => {
  it('always gives numbers the game accepts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(jackpot, swertres, ez2),
        fc.constantFrom('STRAIGHT' as const, 'RAMBOLITO' as const),
        fc.infiniteStream(fc.double({ min: 0, max: 0.9999999, noNaN: true })),
        (game, playType, stream) => {
          const type = game.playTypes.includes(playType) ? playType : 'STRAIGHT';
          const iterator = stream[Symbol.iterator]();
          const numbers = quickPick(game, type, () => iterator.next().value as number);
          expect(pickProblem(game, numbers, type)).toBeNull();
          if (game.distinct) expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('picking', () => {
  it('toggles jackpot numbers up to six, sorted', () => {
    let numbers: number[] = [];
    for (const n of [9, 3, 58, 1, 22, 40, 7]) numbers = toggleNumber(jackpot, numbers, n);
    expect(numbers).toEqual([1, 3, 9, 22, 40, 58]);
    expect(toggleNumber(jackpot, numbers, 9)).toEqual([1, 3, 22, 40, 58]);
  });

  it('fills digit positions in order, repeats allowed', () => {
    let numbers: number[] = [];
    for (const n of [4, 4, 0, 7]) numbers = appendNumber(swertres, numbers, n);
    expect(numbers).toEqual([4, 4, 0]);
    expect(pickProblem(swertres, [4], 'STRAIGHT')).toBe('Pick 2 more numbers');
    expect(pickProblem(swertres, [4, 4, 4], 'RAMBOLITO')).toMatch(/not all the same/);
    expect(pickProblem(ez2, [31, 31], 'STRAIGHT')).toBeNull();
  });

  it('prices a slip by the tickets on each line', () => {
    expect(clampTickets(0)).toBe(1);
    expect(clampTickets(250)).toBe(100);
    const lines = [
      { gameId: 105, numbers: [1, 2, 3, 4, 5, 6], playType: 'STRAIGHT' as const, tickets: 2 },
      { gameId: 202, numbers: [1, 2, 3], playType: 'RAMBOLITO' as const, tickets: 3 },
    ];
    expect(slipTotal(lines, [jackpot, swertres])).toBe(70);
  });
});
