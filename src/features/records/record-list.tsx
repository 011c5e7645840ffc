import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { SkeletonBlocks } from '@/components/skeleton-blocks';

export interface RecordListProps<T> {
  items: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last next page failed: the list stays, and the next one is asked for only when the player says so. */
  loadMoreFailed: boolean;
  loadMore: () => void;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  label: string;
}

/**
 * A list that grows as the player scrolls: when its end comes into view the next page is fetched, and a
 * "load more" button does the same for whoever prefers to tap (or has no scroll events). Empty: no_record;
 * everything shown: no_more_records.
 */
export function RecordList<T>(props: RecordListProps<T>) {
  const { items, isPending, isError, hasMore, loadingMore, loadMoreFailed, loadMore, keyOf, render, label } =
    props;
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = end.current;
    // Not again by itself after a failure: the end is still in view, and it would ask on and on.
    if (!target || !hasMore || loadingMore || loadMoreFailed || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMoreFailed, loadMore]);

  if (isPending)
    return (
      <SkeletonBlocks className="stack stack--gap-2 plain-list" count={3} height={76} label={t('loading')} />
    );
  // Records once shown stay: a failed next page or refresh (react-query reports the error beside the data it
  // keeps) does not swap them for "load failed".
  if (isError && items === undefined) return <EmptyState>{t('load_failed')}</EmptyState>;
  if (!items || items.length === 0) return <EmptyState>{t('no_record')}</EmptyState>;
  return (
    <>
      <ul className="stack stack--gap-2 plain-list" aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)} className="record-list__item">
            {render(item)}
          </li>
        ))}
      </ul>
      <div ref={end} className="record-list__end">
        {hasMore ? (
          <>
            {loadMoreFailed && !loadingMore ? <EmptyState compact>{t('load_failed')}</EmptyState> : null}
            <Button
              variant="secondary"
              block
              onClick={loadMore}
              disabled={loadingMore}
              aria-busy={loadingMore}
            >
              {loadingMore ? t('loading') : loadMoreFailed ? t('try_again') : t('records_load_more')}
            </Button>
          </>
        ) : (
          <EmptyState compact>{t('no_more_records')}</EmptyState>
        )}
      </div>
    </>
  );
}
