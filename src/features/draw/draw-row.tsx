import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawHistoryItem } from '@/api';
import { Amount } from '@/components/amount';
import { Balls } from '@/components/balls';
import { RemoteImage } from '@/components/remote-image';
import { winningBalls } from '@/lib/balls';
import { gameArtUrl, gameName } from '@/lib/games';
import { shownDateTime, isoInstant } from '@/lib/shown-instant';
import { ShareDrawButton } from './share-draw-button';

export interface DrawRowProps {
  draw: DrawHistoryItem;
  kind: 'jackpot' | 'digit';
  /** The game's number of balls (today's games list), when known. */
  balls?: number;
  /** The heading level of the game's name: 3 when the row sits under a section's own heading. */
  level?: 2 | 3;
  /** The draw a shared link points at: marked, so the player sees which one was meant. */
  marked?: boolean;
}

/**
 * One draw: the game's artwork and name, Manila date and time, the combination (dash-joined for speech), jackpot
 * and winners. Memoised: the history redraws its list on every scroll step, and only the rows coming into view
 * are new (redrawing every row on the screen was most of a scroll frame on a slow phone, `npm run bench:inp`).
 */
export const DrawRow = memo(function DrawRow({ draw, kind, balls, level = 2, marked = false }: DrawRowProps) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  const name = gameName(draw);
  return (
    <article
      className={`stack stack--gap-2 surface-card${marked ? ' draw-row--marked' : ''}`}
      aria-current={marked || undefined}
    >
      <div className="draw-row__head">
        <RemoteImage
          src={gameArtUrl(draw.gameCode)}
          alt={name}
          width={40}
          height={40}
          fallback=""
          className="game-art draw-row__picture"
        />
        <div className="draw-row__title">
          <Heading className="draw-row__name">{name}</Heading>
          <time className="draw-row__time" dateTime={isoInstant(draw.winningTime)}>
            {shownDateTime(draw.winningTime)}
          </time>
        </div>
      </div>
      <Balls
        numbers={winningBalls(draw.winNo, balls)}
        kind={kind}
        label={t('winning_numbers')}
        size="small"
      />
      <div className="draw-row__foot">
        <dl className="draw-row__facts">
          <div>
            <dt>{t('jackpot')}</dt>
            <dd>
              <Amount value={draw.jackpotPrize} />
            </dd>
          </div>
          <div>
            <dt>{t('winners')}</dt>
            <dd>{draw.winners}</dd>
          </div>
        </dl>
        <ShareDrawButton draw={draw} balls={balls} />
      </div>
    </article>
  );
});
