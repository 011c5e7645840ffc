import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TodayGame } from '@/api';
import { ButtonLink } from '@/components/button-link';
import { Countdown } from '@/components/countdown';
import { EmptyState } from '@/components/empty-state';
import { SkeletonBlocks } from '@/components/skeleton-blocks';
import { msUntilDraw } from '@/lib/countdown';
import { drawResultPath } from '@/lib/draw-link';
import { gameName } from '@/lib/games';
import { formatManilaClock, formatManilaDate, manilaDayStart } from '@/lib/manila-time';
import { useNow } from '@/state/clock';
import { DrawRow } from './draw-row';
import { ALL_GAMES, useDrawHistory } from './use-draw-history';

export interface NoDrawsYetProps {
  /** Today's draws still to come (of the chosen game), as today's games answered them. */
  next: readonly TodayGame[];
  /** When that answer arrived: its remaining times count from there. */
  receivedAt: number;
  /** The Manila day (YYYY-MM-DD) of the latest draw, before today. */
  day: string;
  gameCode: string;
  gameOf: (gameCode: string) => { kind: 'jackpot' | 'digit'; balls?: number };
  /** Called once when the first of the next draws is due, to fetch today's results again. */
  onDrawn: () => void;
}

/**
 * What the results screen shows in place of "no records" before today's first draw: today's next draws with
 * the time left until each, and the latest draw day's results under a heading that says which day they are,
 * with the way to that whole day.
 */
export function NoDrawsYet({ next, receivedAt, day, gameCode, gameOf, onDrawn }: NoDrawsYetProps) {
  const { t } = useTranslation();
  const now = useNow();
  const nextId = useId();
  const latestId = useId();
  const dayText = formatManilaDate(manilaDayStart(day) ?? 0);
  const latest = useDrawHistory({ start: day, end: day }, gameCode);
  const firstPage = latest.data?.pages[0];

  const firstDraw = useMemo(
    () => Math.min(...next.map((game) => receivedAt + game.remainTime)),
    [next, receivedAt],
  );
  const called = useRef(false);
  useEffect(() => {
    if (called.current || now < firstDraw) return;
    called.current = true;
    onDrawn();
  }, [now, firstDraw, onDrawn]);

  const labels = useMemo(
    () => ({ closesIn: t('draw_in'), closingSoon: t('drawing_soon'), closed: t('drawing_now') }),
    [t],
  );

  return (
    <div className="stack stack--gap-4">
      <section className="stack stack--gap-2" aria-labelledby={nextId}>
        <h2 id={nextId} className="draw-section__title">
          {t('no_draws_yet_today')}
        </h2>
        {next.length > 0 ? (
          <ul className="next-draws plain-list">
            {next.map((game) => (
              <li key={game.gameId} className="next-draw surface-card">
                <h3 className="next-draw__name">{gameName(game)}</h3>
                <span className="next-draw__time">
                  {t('draw_at', { time: formatManilaClock(game.winningTime) })}
                </span>
                <Countdown remainingMs={msUntilDraw(game, receivedAt, now)} labels={labels} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="stack stack--gap-2" aria-labelledby={latestId}>
        <h2 id={latestId} className="draw-section__title">
          {t('latest_results_on', { date: dayText })}
        </h2>
        <ButtonLink
          to={drawResultPath({ date: day, game: gameCode === ALL_GAMES ? undefined : gameCode })}
          variant="secondary"
        >
          {t('show_day_results', { date: dayText })}
        </ButtonLink>
        {latest.isError ? (
          <EmptyState compact>{t('load_failed')}</EmptyState>
        ) : firstPage ? (
          <ul className="stack plain-list">
            {firstPage.content.map((draw) => (
              <li key={`${draw.gameCode}-${draw.winningTime}`}>
                <DrawRow draw={draw} level={3} {...gameOf(draw.gameCode)} />
              </li>
            ))}
          </ul>
        ) : (
          <SkeletonBlocks className="stack" count={3} height={136} />
        )}
      </section>
    </div>
  );
}
