import { useDeferredValue } from 'react';

/**
 * A query's data for a screen that draws a long list from it. When the answer arrives, the list is drawn in
 * the background, in slices a slow phone can interrupt for a tap or a scroll (React's deferred value), instead
 * of in one long piece of work. `pending` stays true until the list has been drawn with the data, so the
 * skeleton, not an empty state, shows meanwhile.
 */
export function useDeferredQueryData<Query extends { data: unknown; isPending: boolean }>(
  query: Query,
): { data: Query['data']; pending: boolean } {
  const data = useDeferredValue(query.data);
  return { data, pending: query.isPending || (query.data !== undefined && data === undefined) };
}
