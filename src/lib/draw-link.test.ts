import { describe, expect, it } from 'vitest';
import { drawResultPath, readDrawLink } from './draw-link';
import { earlierDrawDay } from './latest-draw';
import { manilaTime } from './manila-time';

const NOW = manilaTime(2026, 11, 26, 9, 0);
const read = (path: string) => readDrawLink(new URL(path, 'https://x.test').searchParams, NOW);

describe('issue 20 item 9: the address of a draw result', () => {
  it('names the Manila day, the game and the draw, and reads back the same', () => {
    const draw = manilaTime(2026, 11, 25, 21, 0);
    const path = drawResultPath({ date: '2026-11-25', game: 'UL58', draw });
    expect(path).toBe(`/draw-result?date=2026-11-25&game=UL58&draw=${draw}`);
    expect(read(path)).toEqual({ range: { start: '2026-11-25', end: '2026-11-25' }, game: 'UL58', draw });
    expect(read('/draw-result?date=2026-11-25')).toEqual({
      range: { start: '2026-11-25', end: '2026-11-25' },
      game: null,
      draw: null,
    });
  });

  it('takes the day from the draw when the address has none', () => {
    const draw = manilaTime(2026, 11, 24, 14, 0);
    expect(read(`/draw-result?draw=${draw}&game=3DL`).range).toEqual({
      start: '2026-11-24',
      end: '2026-11-24',
    });
  });

  it('ignores what does not read as a day, a game code or a time, and a draw of another day', () => {
    expect(read('/draw-result?date=2026-02-31&game=%3Cscript%3E&draw=soon')).toEqual({
      range: null,
      game: null,
      draw: null,
    });
    expect(read(`/draw-result?date=2026-11-25&draw=${manilaTime(2026, 11, 24, 21, 0)}`).draw).toBeNull();
  });

  it("keeps a day outside the history's 90 days inside them", () => {
    expect(read('/draw-result?date=2020-01-01').range).toEqual({ start: '2026-08-28', end: '2026-08-28' });
  });
});

describe('issue 20 item 2: the latest draw day before today', () => {
  it("is the Manila day of the latest draw while today has none, and null once today's first is drawn", () => {
    const games = [
      { winningTime: manilaTime(2026, 11, 25, 21, 0) },
      { winningTime: manilaTime(2026, 11, 24, 21, 0) },
      { winningTime: null },
    ];
    expect(earlierDrawDay(games, NOW)).toBe('2026-11-25');
    expect(earlierDrawDay([...games, { winningTime: manilaTime(2026, 11, 26, 0, 30) }], NOW)).toBeNull();
    expect(earlierDrawDay([], NOW)).toBeNull();
    expect(earlierDrawDay([{ winningTime: null }], NOW)).toBeNull();
  });
});
