import type { QueryClient } from '@tanstack/react-query';
import { getDrawHistory, getGetDrawHistoryQueryKey, type DrawHistoryItem } from '@/api';
import { DRAW_PAGE_SIZE, rangeQuery, type DayRange } from '@/lib/draw-range';

/**
 * Every draw of one game in a range: the history's pages of 30 (spec section 9), the first one saying how many
 * there are, the rest asked for together. Silent: the check's form says a failure in its own place. Kept a
 * minute, so checking other numbers against the same draws asks nothing again.
 */
export function fetchAllDraws(client: QueryClient, gameCode: string, range: DayRange) {
  const base = { gameCode, ...rangeQuery(range), size: DRAW_PAGE_SIZE };
  return client.fetchQuery({
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
