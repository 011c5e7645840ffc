import { observeWindowOffset, useWindowVirtualizer } from '@tanstack/react-virtual';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawHistoryItem } from '@/api';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { SkeletonBlocks } from '@/components/skeleton-blocks';
import { DrawRow } from './draw-row';

/** Close to a row's real height, so the scrollbar hardly moves as rows are measured. */
const ROW_ESTIMATE = 148;
/** Rows kept in the page beyond the visible ones, above and below. */
export const OVERSCAN = 6;
/** The next page is asked for when the player is this many rows from the end of what is loaded. */
const PREFETCH_ROWS = 8;

/**
 * The list follows the page's scroll as a React transition: the frame of a scroll step paints at once with the
 * rows already in the page (the overscan covers a flick's worth), and the rows that come into the overscan are
 * drawn after it (rendered in slices a slow phone can interrupt, then added to the page in one piece). Drawn at
 * once inside the scroll event (the library's default, flushSync) they held every scroll frame back by their
 * render, 250-300 ms at 6x CPU (`npm run bench:inp`, "scrolling the results").
 */
const followScrollAsTransition: typeof observeWindowOffset = (instance, cb) =>
  observeWindowOffset(instance, (offset, isScrolling) => startTransition(() => cb(offset, isScrolling)));

export interface DrawListProps {
  draws: readonly DrawHistoryItem[];
  total: number;
  /** How a game's balls look and how many it draws, by its code. */
  gameOf: (gameCode: string) => { kind: 'jackpot' | 'digit'; balls?: number };
  /** The draw a shared link points at, if it is in this list. */
  isMarked?: (draw: DrawHistoryItem) => boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last next page failed: the list stays, and the next one is asked for only when the player says so. */
  loadMoreFailed: boolean;
  loadMore: () => void;
}

/**
 * The draw history as one long list of which only the rows on screen (plus a few) are in the page, so a
 * 90-day history with thousands of draws scrolls as smoothly as ten. Each row says its place in the whole
 * list to assistive technology.
 */
export function DrawList(props: DrawListProps) {
  const { draws, total, gameOf, isMarked, hasMore, loadingMore, loadMoreFailed, loadMore } = props;
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(list.current?.offsetTop ?? 0);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: draws.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: offset,
    observeElementOffset: followScrollAsTransition,
    useFlushSync: false,
    getItemKey: (index) => `${draws[index].gameCode}-${draws[index].winningTime}`,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.length > 0 ? rows[rows.length - 1].index : -1;

  useEffect(() => {
    // Not again by itself after a failure: the end is still near, and it would ask on and on.
    if (hasMore && !loadingMore && !loadMoreFailed && lastShown >= draws.length - 1 - PREFETCH_ROWS)
      loadMore();
  }, [hasMore, loadingMore, loadMoreFailed, lastShown, draws.length, loadMore]);

  return (
    <>
      <ul ref={list} className="draw-list plain-list" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className="draw-list__item"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            aria-setsize={total}
            aria-posinset={row.index + 1}
          >
            <DrawRow
              draw={draws[row.index]}
              marked={isMarked?.(draws[row.index])}
              {...gameOf(draws[row.index].gameCode)}
            />
          </li>
        ))}
      </ul>
      {hasMore && loadMoreFailed && !loadingMore ? (
        <div className="stack">
          <EmptyState compact>{t('load_failed')}</EmptyState>
          <Button variant="secondary" block onClick={loadMore}>
            {t('try_again')}
          </Button>
        </div>
      ) : hasMore ? (
        <SkeletonBlocks className="stack" count={1} height={ROW_ESTIMATE - 12} label={t('loading')} />
      ) : (
        <EmptyState compact>{t('no_more_records')}</EmptyState>
      )}
    </>
  );
}
