import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTodayGames } from '@/api';
import { useDeferredQueryData } from '@/services/deferred-query';
import { Balls } from '@/components/balls';
import { Countdown } from '@/components/countdown';
import { EmptyState } from '@/components/empty-state';
import { winningBalls } from '@/lib/balls';
import { msUntilSalesClose, nextDeadline } from '@/lib/countdown';
import { ballKind, gameName } from '@/lib/games';
import { formatManilaClock } from '@/lib/manila-time';
import { useNow } from '@/state/clock';
import { TodayDrawsSkeleton } from './today-draws-skeleton';

/**
 * Today's draws with the latest result and the time left to buy (remaining minus lock time). One shared clock
 * re-renders the list once a second; when any game reaches a deadline (sales close, or its draw) today's games
 * are fetched again, so closed games and new results show without a reload.
 */
export function TodayDrawsList() {
  const { t } = useTranslation();
  const now = useNow();
  // Background: the list refreshes itself at every deadline, which is no sign the player is there.
  const today = useGetTodayGames({ query: { staleTime: 30_000 }, request: { background: true } });
  const shown = useDeferredQueryData(today);
  const games = shown.data?.todayGames;
  const receivedAt = today.dataUpdatedAt;
  const { refetch, isFetching } = today;

  const deadline = useMemo(
    () => (games ? nextDeadline(games, receivedAt, receivedAt) : null),
    [games, receivedAt],
  );
  // Once per deadline: a refetch that fails (offline) is not repeated every second.
  const triggered = useRef<number | null>(null);
  useEffect(() => {
    if (deadline === null || now < deadline || isFetching || triggered.current === deadline) return;
    triggered.current = deadline;
    void refetch();
  }, [deadline, now, isFetching, refetch]);

  const labels = useMemo(
    () => ({ closesIn: t('sales_close_in'), closingSoon: t('closing_soon'), closed: t('sales_closed') }),
    [t],
  );

  if (shown.pending) return <TodayDrawsSkeleton />;
  if (!games || games.length === 0) return <EmptyState compact>{t('no_games_today')}</EmptyState>;

  return (
    <ul className="today-draws">
      {games.map((game) => {
        const numbers = winningBalls(game.winningNumber, game.balls);
        return (
          <li key={game.gameId} className="today-draw">
            <div className="today-draw__head">
              <h3 className="today-draw__name">{gameName(game)}</h3>
              <Countdown remainingMs={msUntilSalesClose(game, receivedAt, now)} labels={labels} />
            </div>
            <div className="today-draw__body">
              <span className="today-draw__time">
                {t('draw_at', { time: formatManilaClock(game.winningTime) })}
              </span>
              {numbers.length > 0 ? (
                <Balls
                  numbers={numbers}
                  kind={ballKind(game.gameType)}
                  label={t('latest_result')}
                  size="small"
                />
              ) : (
                <span className="today-draw__none">{t('no_result_yet')}</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
