import { useTranslation } from 'react-i18next';
import type { DrawHistoryItem } from '@/api';
import { Amount } from '@/components/amount';
import { Balls } from '@/components/balls';
import { winningBalls } from '@/lib/balls';
import { gameName } from '@/lib/games';
import { shownDateTime, isoInstant } from '@/lib/shown-instant';

export interface DrawRowProps {
  draw: DrawHistoryItem;
  kind: 'jackpot' | 'digit';
  /** The game's number of balls (today's games list), when known. */
  balls?: number;
}

/** One draw: game, Manila date and time, the combination (dash-joined for speech), jackpot and winners. */
export function DrawRow({ draw, kind, balls }: DrawRowProps) {
  const { t } = useTranslation();
  return (
    <article className="stack stack--gap-2 surface-card">
      <div className="draw-row__head">
        <h2 className="draw-row__name">{gameName(draw)}</h2>
        <time className="draw-row__time" dateTime={isoInstant(draw.winningTime)}>
          {shownDateTime(draw.winningTime)}
        </time>
      </div>
      <Balls
        numbers={winningBalls(draw.winNo, balls)}
        kind={kind}
        label={t('winning_numbers')}
        size="small"
      />
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
    </article>
  );
}
