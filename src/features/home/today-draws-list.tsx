import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetTodayGames, type LottoGame, type TodayGame } from '@/api';
import { useDeferredQueryData } from '@/services/deferred-query';
import { Balls } from '@/components/balls';
import { Countdown } from '@/components/countdown';
import { EmptyState } from '@/components/empty-state';
import { winningBalls } from '@/lib/balls';
import { msUntilSalesClose, nextDeadline } from '@/lib/countdown';
import { ballKind, gameName } from '@/lib/games';
import { formatManilaClock, manilaDayKey } from '@/lib/manila-time';
import { useNow } from '@/state/clock';
import { TodayDrawsSkeleton } from './today-draws-skeleton';

/**
 * Today's draws with the latest result and the time left to buy (remaining minus lock time). One shared clock
 * re-renders the list once a second; when any game reaches a deadline (sales close, or its draw) today's games
 * are fetched again, so closed games and new results show without a reload. Before today's first draw the
 * rows wait for today's results, and the latest draw day's results follow under a heading naming that day,
 * which opens it (issue 20 item 2).
 */
export function TodayDrawsList() {
  const { t } = useTranslation();
  const now = useNow();
  // Background: the list refreshes itself at every deadline, which is no sign the player is there.
  const today = useGetTodayGames({ query: { staleTime: 30_000 }, request: { background: true } });
  const shown = useDeferredQueryData(today);
  const games = shown.data?.todayGames;
  const all = shown.data?.games ?? [];
  // The latest draw's Manila day when it is before today (src/lib/latest-draw.ts), inline to keep `/` small.
  const latest = Math.max(0, ...all.map((game) => game.winningTime ?? 0));
  const earlier = latest && manilaDayKey(latest) < manilaDayKey(now) ? manilaDayKey(latest) : null;
  const receivedAt = today.dataUpdatedAt;
  const { refetch, isFetching } = today;

  const deadline = games ? nextDeadline(games, receivedAt, receivedAt) : null;
  // Once per deadline: a refetch that fails (offline) is not repeated every second.
  const triggered = useRef<number | null>(null);
  useEffect(() => {
    if (deadline === null || now < deadline || isFetching || triggered.current === deadline) return;
    triggered.current = deadline;
    void refetch();
  }, [deadline, now, isFetching, refetch]);

  const labels = { closesIn: t('sales_close_in'), closingSoon: t('closing_soon'), closed: t('sales_closed') };

  if (shown.pending) return <TodayDrawsSkeleton />;

  /** One game's row: its name, what is next to it, its time, and its result when it has one. */
  const row = (
    game: LottoGame | TodayGame,
    Heading: 'h3' | 'h4',
    aside: ReactNode,
    time: string,
    numbers: string[],
  ) => (
    <li key={game.gameId} className="today-draw">
      <div className="today-draw__head">
        <Heading className="today-draw__name">{gameName(game)}</Heading>
        {aside}
      </div>
      <div className="today-draw__body">
        <span className="today-draw__time">{time}</span>
        {numbers[0] ? (
          <Balls numbers={numbers} kind={ballKind(game.gameType)} label={t('latest_result')} size="small" />
        ) : (
          <span className="today-draw__none">{t('no_result_yet')}</span>
        )}
      </div>
    </li>
  );

  return (
    <>
      {games && games.length > 0 ? (
        <ul className="today-draws">
          {games.map((game) =>
            row(
              game,
              'h3',
              <Countdown remainingMs={msUntilSalesClose(game, receivedAt, now)} labels={labels} />,
              t('draw_at', { time: formatManilaClock(game.winningTime) }),
              // Before today's first draw a game's last result is an earlier day's: it is shown below, dated.
              earlier ? [] : winningBalls(game.winningNumber, game.balls),
            ),
          )}
        </ul>
      ) : (
        <EmptyState compact>{t('no_games_today')}</EmptyState>
      )}
      {earlier && (
        <>
          <h3>
            {/* The draw results' address of a day (src/lib/draw-link.ts), written here to keep that out of `/`. */}
            <Link to={`/draw-result?date=${earlier}`}>
              {t('latest_results_on', { date: earlier.replaceAll('-', '.') })}
            </Link>
          </h3>
          <ul className="today-draws">
            {all.map(
              (game) =>
                manilaDayKey(game.winningTime ?? 0) === earlier &&
                row(
                  game,
                  'h4',
                  null,
                  formatManilaClock(game.winningTime ?? 0),
                  winningBalls(game.winNo, game.balls),
                ),
            )}
          </ul>
        </>
      )}
    </>
  );
}
