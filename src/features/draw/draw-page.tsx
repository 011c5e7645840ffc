import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useGetTodayGames, type DrawHistoryItem, type LottoGame, type TodayGame } from '@/api';
import { useDeferredQueryData } from '@/services/deferred-query';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SkeletonBlocks } from '@/components/skeleton-blocks';
import { readDrawLink } from '@/lib/draw-link';
import { quickRange, type DayRange } from '@/lib/draw-range';
import { earlierDrawDay } from '@/lib/latest-draw';
import { ballKind } from '@/lib/games';
import { DateRangePicker } from '@/components/date-range-picker';
import { DrawList } from './draw-list';
import { GameSelect } from './game-select';
import { NoDrawsYet } from './no-draws-yet';
import { ALL_GAMES, useDrawHistory } from './use-draw-history';
import '@/components/layout.css';
import '@/components/panel.css';
import './draw.css';

const NO_GAMES: LottoGame[] = [];
const NO_TODAY_GAMES: TodayGame[] = [];

/**
 * Draw results (spec section 2). The address may name a day, a game and a draw (a shared result, a "latest
 * results" link); following another such link starts the screen afresh from it.
 */
export function DrawPage() {
  const { search } = useLocation();
  return <DrawResults key={search} search={search} />;
}

/** A Manila date range (today by default), one game or all, endless list. */
function DrawResults({ search }: { search: string }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const [link] = useState(() => readDrawLink(new URLSearchParams(search), now));
  const [range, setRange] = useState<DayRange>(() => link.range ?? quickRange('today', now));
  const [picked, setGameCode] = useState(link.game ?? ALL_GAMES);
  const today = useGetTodayGames({ query: { staleTime: 30_000 } });
  const games = today.data?.games ?? NO_GAMES;
  const todayGames = today.data?.todayGames ?? NO_TODAY_GAMES;
  const byCode = useMemo(() => new Map(games.map((game) => [game.gameCode, game])), [games]);
  // A link's game the games list does not know (an old or mistyped link) shows all games.
  const gameCode = picked === ALL_GAMES || games.length === 0 || byCode.has(picked) ? picked : ALL_GAMES;
  const history = useDrawHistory(range, gameCode);
  const shown = useDeferredQueryData(history);

  const gameOf = useCallback(
    (code: string) => {
      const game = byCode.get(code);
      return { kind: ballKind(game?.gameType ?? 'DIGIT'), balls: game?.balls };
    },
    [byCode],
  );
  const chosen = useCallback(
    (game: { gameCode: string }) => gameCode === ALL_GAMES || game.gameCode === gameCode,
    [gameCode],
  );
  const draws = useMemo(() => shown.data?.pages.flatMap((page) => page.content) ?? [], [shown.data]);
  const total = shown.data?.pages[0]?.totalElements ?? 0;
  const { fetchNextPage, refetch: refetchHistory } = history;
  const { refetch: refetchToday } = today;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const drawn = useCallback(() => {
    void refetchHistory();
    void refetchToday();
  }, [refetchHistory, refetchToday]);

  const isMarked = useCallback(
    (draw: DrawHistoryItem) => draw.winningTime === link.draw && draw.gameCode === link.game,
    [link],
  );

  const todayRange = quickRange('today', now);
  // Before today's first draw, today's range would only say "no records" (issue 20 item 2).
  const earlierDay =
    range.start === todayRange.start && range.end === todayRange.end
      ? earlierDrawDay(games.filter(chosen), now)
      : null;

  // Draws once shown stay: a failed next page or refresh (react-query reports the error beside the data it
  // keeps) does not swap them for "load failed".
  let content;
  if (shown.pending) {
    content = <SkeletonBlocks className="stack" count={3} height={136} />;
  } else if (history.isError && shown.data === undefined) {
    content = <EmptyState>{t('load_failed')}</EmptyState>;
  } else if (draws.length === 0 && earlierDay !== null) {
    content = (
      <NoDrawsYet
        next={todayGames.filter((game) => chosen(game) && game.remainTime > 0)}
        receivedAt={today.dataUpdatedAt}
        day={earlierDay}
        gameCode={gameCode}
        gameOf={gameOf}
        onDrawn={drawn}
      />
    );
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
        isMarked={isMarked}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        loadMoreFailed={history.isFetchNextPageError}
        loadMore={loadMore}
      />
    );
  }

  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('draw_title')} />
      <nav className="cluster" aria-label={t('hc_tools')}>
        <ButtonLink to="/check-numbers" variant="secondary">
          {t('nc_title')}
        </ButtonLink>
        {/* The game chosen here is the one the player wants to see hot and cold. */}
        <ButtonLink
          to={gameCode === ALL_GAMES ? '/hot-cold' : `/hot-cold?game=${encodeURIComponent(gameCode)}`}
          variant="secondary"
        >
          {t('hc_title')}
        </ButtonLink>
      </nav>
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
