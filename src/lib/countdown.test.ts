import { describe, expect, it } from 'vitest';
import {
  CLOSING_SOON_MS,
  countdownPhase,
  formatCountdown,
  msUntilDraw,
  msUntilSalesClose,
  nextDeadline,
} from './countdown';

describe('draw countdown', () => {
  it('counts to the close of sales: remaining time minus lock time, less the time since the answer', () => {
    const game = { remainTime: 2 * 3600_000, lockTime: 15 * 60_000 };
    expect(msUntilSalesClose(game, 1000, 1000)).toBe(105 * 60_000);
    expect(msUntilSalesClose(game, 1000, 61_000)).toBe(104 * 60_000);
    expect(msUntilDraw(game, 1000, 61_000)).toBe(2 * 3600_000 - 60_000);
  });

  it.each([
    [0, '00:00:00'],
    [-5000, '00:00:00'],
    [1, '00:00:01'],
    [999, '00:00:01'],
    [1000, '00:00:01'],
    [59_001, '00:01:00'],
    [3_599_000, '00:59:59'],
    [3_600_000, '01:00:00'],
    [(23 * 3600 + 59 * 60 + 59) * 1000, '23:59:59'],
    [100 * 3600_000, '100:00:00'],
    [Number.NaN, '00:00:00'],
  ])('shows %s ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('is closing soon under a minute and closed at zero', () => {
    expect(countdownPhase(CLOSING_SOON_MS + 1)).toBe('open');
    expect(countdownPhase(CLOSING_SOON_MS)).toBe('closing-soon');
    expect(countdownPhase(1)).toBe('closing-soon');
    expect(countdownPhase(0)).toBe('closed');
  });

  it('finds the next moment a game closes or draws, ignoring the past', () => {
    const games = [
      { remainTime: 10_000, lockTime: 5_000 },
      { remainTime: 60_000, lockTime: 0 },
    ];
    expect(nextDeadline(games, 0, 0)).toBe(5_000);
    expect(nextDeadline(games, 0, 5_000)).toBe(10_000);
    expect(nextDeadline(games, 0, 10_000)).toBe(60_000);
    expect(nextDeadline(games, 0, 60_000)).toBeNull();
  });

  it('finds the earliest deadline whatever order the games come in', () => {
    const games = [
      { remainTime: 60_000, lockTime: 0 },
      { remainTime: 10_000, lockTime: 5_000 },
    ];
    expect(nextDeadline(games, 0, 0)).toBe(5_000);
  });
});
