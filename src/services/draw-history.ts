import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getDrawHistory, getGetDrawHistoryQueryKey, type DrawHistoryItem } from '@/api';
import { DRAW_PAGE_SIZE, drawPagesIn, rangeQuery, type DayRange } from '@/lib/draw-range';

/** Pages asked at once after the first: enough to be quick, few enough not to flood the server. */
const PAGES_AT_ONCE = 3;

/**
 * Every draw of one game in a range: the history's pages of 30 (spec section 9), the first one saying how many
 * there are (never more than the range can hold: drawPagesIn), the rest asked a few at a time. Silent: the screens that read it (check my numbers, hot and cold
 * numbers) say a failure in their own place. Kept a minute, so looking at the same draws again asks nothing.
 */
export function allDrawsQuery(gameCode: string, range: DayRange) {
  const base = { gameCode, ...rangeQuery(range), size: DRAW_PAGE_SIZE };
  return queryOptions({
    queryKey: [...getGetDrawHistoryQueryKey(base), 'all'],
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<DrawHistoryItem[]> => {
      const page = (n: number) => getDrawHistory({ ...base, page: n }, { silent: true }, signal);
      const first = await page(0);
      const pages = Math.min(first.totalPages, drawPagesIn(range));
      const all = [first];
      for (let next = 1; next < pages; next += PAGES_AT_ONCE) {
        const numbers = Array.from({ length: Math.min(PAGES_AT_ONCE, pages - next) }, (_, i) => next + i);
        all.push(...(await Promise.all(numbers.map(page))));
      }
      return all.flatMap((one) => one.content);
    },
  });
}

/** The same draws for a caller outside React's render (a form's submit). */
export const fetchAllDraws = (client: QueryClient, gameCode: string, range: DayRange) =>
  client.fetchQuery(allDrawsQuery(gameCode, range));
