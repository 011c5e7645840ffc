import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LottoGame } from '@/api';
import { Balls } from '@/components/balls';
import { Button } from '@/components/button';
import { RemoteImage } from '@/components/remote-image';
import { winningBalls } from '@/lib/balls';
import { ballKind, gameArtUrl, gameName } from '@/lib/games';
import { shownDate } from '@/lib/shown-instant';

export interface GameCardProps {
  game: LottoGame;
  /** The first cards are above the fold: their pictures load at once. */
  eager: boolean;
  onPlay: () => void;
}

/** One game: its artwork (named after it), name, last draw date (YYYY.MM.DD, Manila, or '-'), winning balls and "play now". */
export function GameCard({ game, eager, onPlay }: GameCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const numbers = winningBalls(game.winNo, game.balls);
  const name = gameName(game);
  return (
    <article className="game-card" aria-labelledby={nameId}>
      <RemoteImage
        src={gameArtUrl(game.gameCode)}
        alt={name}
        width={64}
        height={64}
        eager={eager}
        fallback=""
        className="game-art game-card__picture"
      />
      <div className="game-card__info">
        <h2 id={nameId} className="game-card__name">
          {name}
        </h2>
        <p className="game-card__date">
          {t('last_draw')}{' '}
          <span className="game-card__date-value">
            {game.winningTime ? shownDate(game.winningTime) : '-'}
          </span>
        </p>
      </div>
      <div className="game-card__balls">
        {numbers.length > 0 ? (
          <Balls numbers={numbers} kind={ballKind(game.gameType)} label={t('winning_numbers')} size="small" />
        ) : (
          <span className="game-card__none">{t('no_result_yet')}</span>
        )}
      </div>
      <Button className="game-card__play" onClick={onPlay} aria-label={t('play_game', { name })}>
        {t('play_now')}
      </Button>
    </article>
  );
}
