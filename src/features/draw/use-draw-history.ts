import { useInfiniteQuery } from '@tanstack/react-query';
import { getDrawHistory, getGetDrawHistoryQueryKey, type DrawHistoryPage } from '@/api';
import { DRAW_PAGE_SIZE, rangeQuery, type DayRange } from '@/lib/draw-range';

export const ALL_GAMES = 'all';

/** The draw history of a range and game as an endless list: pages of 30, numbered from 0 (spec section 9). */
export function useDrawHistory(range: DayRange, gameCode: string) {
  const base = { gameCode, ...rangeQuery(range), size: DRAW_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: [...getGetDrawHistoryQueryKey(base), 'pages'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getDrawHistory({ ...base, page: pageParam }, undefined, signal),
    getNextPageParam: (last: DrawHistoryPage, pages) =>
      pages.length < last.totalPages ? pages.length : undefined,
    staleTime: 60_000,
  });
}
