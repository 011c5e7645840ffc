import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getDrawHistory, getGetDrawHistoryQueryKey, type DrawHistoryItem } from '@/api';
import { DRAW_PAGE_SIZE, rangeQuery, type DayRange } from '@/lib/draw-range';

/**
 * Every draw of one game in a range: the history's pages of 30 (spec section 9), the first one saying how many
 * there are, the rest asked for together. Silent: the screens that read it (check my numbers, hot and cold
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
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => page(index + 1)),
      );
      return [first, ...rest].flatMap((one) => one.content);
    },
  });
}

/** The same draws for a caller outside React's render (a form's submit). */
export const fetchAllDraws = (client: QueryClient, gameCode: string, range: DayRange) =>
  client.fetchQuery(allDrawsQuery(gameCode, range));
