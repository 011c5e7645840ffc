import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTodayGames, type LottoGame } from '@/api';
import { useDeferredQueryData } from '@/services/deferred-query';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SkeletonBlocks } from '@/components/skeleton-blocks';
import { quickRange, type DayRange } from '@/lib/draw-range';
import { ballKind } from '@/lib/games';
import { DateRangePicker } from '@/components/date-range-picker';
import { DrawList } from './draw-list';
import { GameSelect } from './game-select';
import { ALL_GAMES, useDrawHistory } from './use-draw-history';
import '@/components/layout.css';
import '@/components/panel.css';
import './draw.css';

const NO_GAMES: LottoGame[] = [];

/** Draw results (spec section 2): a Manila date range (today by default), one game or all, endless list. */
export function DrawPage() {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const [range, setRange] = useState<DayRange>(() => quickRange('today', now));
  const [gameCode, setGameCode] = useState(ALL_GAMES);
  const games = useGetTodayGames({ query: { staleTime: 30_000 } }).data?.games ?? NO_GAMES;
  const history = useDrawHistory(range, gameCode);
  const shown = useDeferredQueryData(history);

  const byCode = useMemo(() => new Map(games.map((game) => [game.gameCode, game])), [games]);
  const gameOf = useCallback(
    (code: string) => {
      const game = byCode.get(code);
      return { kind: ballKind(game?.gameType ?? 'DIGIT'), balls: game?.balls };
    },
    [byCode],
  );
  const draws = useMemo(() => shown.data?.pages.flatMap((page) => page.content) ?? [], [shown.data]);
  const total = shown.data?.pages[0]?.totalElements ?? 0;
  const { fetchNextPage } = history;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let content;
  if (shown.pending) {
    content = <SkeletonBlocks className="stack" count={3} height={136} />;
  } else if (history.isError) {
    content = <EmptyState>{t('load_failed')}</EmptyState>;
  } else if (draws.length === 0) {
    content = <EmptyState>{t('no_record')}</EmptyState>;
  } else {
    content = (
      <DrawList
        // A new search starts a new list at the top, with nothing measured from the old one.
        key={`${gameCode}|${range.start}|${range.end}`}
        draws={draws}
        total={total}
        gameOf={gameOf}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        loadMore={loadMore}
      />
    );
  }

  return (
    <div className="stack stack--gap-4">
      <PageHeader
        title={t('draw_title')}
        action={
          <ButtonLink to="/check-numbers" variant="secondary">
            {t('nc_title')}
          </ButtonLink>
        }
      />
      <div className="panel">
        <DateRangePicker value={range} onChange={setRange} now={now} />
        <GameSelect games={games} value={gameCode} onChange={setGameCode} />
      </div>
      <p className="draw__count" role="status">
        {shown.pending ? '' : t('results_count', { count: total })}
      </p>
      {content}
    </div>
  );
}
