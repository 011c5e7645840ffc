import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { quickRange, type DayRange } from '@/lib/draw-range';
import { fetchAllDraws } from './draw-history';

// Every draw of a game in a range (check my numbers, hot and cold numbers): the first page says how many
// pages there are. That number comes from the server, so the app asks no more pages than the range can hold.

const API = 'http://lotto.test';
const HISTORY = `${API}/lgw/pl/draw/win_order_prize_summaries`;

const draw = (page: number) => ({
  gameCode: '3DL',
  winNo: '1-2-3',
  winningTime: 1_780_000_000_000 + page,
  jackpotPrize: 4500,
  winners: 0,
});

/** Answers every page with `totalPages` as given, and notes which pages were asked, and how many at once. */
function historyAnswering(totalPages: number) {
  const asked: number[] = [];
  let open = 0;
  let mostAtOnce = 0;
  server.use(
    http.get(HISTORY, async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      asked.push(page);
      open += 1;
      mostAtOnce = Math.max(mostAtOnce, open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      return HttpResponse.json({
        content: [draw(page)],
        totalPages,
        totalElements: totalPages * 30,
        numberOfElements: 1,
        page,
        size: 30,
      });
    }),
  );
  return { asked, mostAtOnce: () => mostAtOnce };
}

const now = Date.UTC(2026, 10, 28, 4);
const range = (kind: 'today' | 'days7' | 'max'): DayRange => quickRange(kind, now);

describe('every draw of a game in a range', () => {
  it('asks each page the first one announces and returns their draws in order', async () => {
    const history = historyAnswering(4);
    const draws = await fetchAllDraws(new QueryClient(), '3DL', range('max'));
    expect(draws.map((d) => d.winningTime - 1_780_000_000_000)).toEqual([0, 1, 2, 3]);
    expect([...history.asked].sort()).toEqual([0, 1, 2, 3]);
  });

  it('a hostile first answer (a billion pages) gets no more pages than the range can hold, a few at a time', async () => {
    const history = historyAnswering(1e9);
    // 92 days (90 back to tomorrow) of at most three draws a day: 276 draws, 10 pages of 30.
    const draws = await fetchAllDraws(new QueryClient(), '3DL', range('max'));
    expect(history.asked).toHaveLength(10);
    expect(draws).toHaveLength(10);
    expect(history.mostAtOnce()).toBeLessThanOrEqual(3);
  });

  it('one day holds one page', async () => {
    const history = historyAnswering(1e9);
    await fetchAllDraws(new QueryClient(), '3DL', range('today'));
    expect(history.asked).toEqual([0]);
  });
});
