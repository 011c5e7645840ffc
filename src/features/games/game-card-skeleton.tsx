import { Skeleton } from '@/components/skeleton';

/** A game card at its final size while the games load. */
export function GameCardSkeleton() {
  return (
    <div className="game-card" aria-hidden="true">
      <Skeleton width={64} height={64} className="game-card__picture" />
      <div className="game-card__info">
        <Skeleton width="9em" height="1.2em" />
        <Skeleton width="7em" height="1em" />
      </div>
      <div className="game-card__balls">
        <Skeleton width="12em" height="28px" />
      </div>
      <Skeleton width="96px" height="44px" className="game-card__play" />
    </div>
  );
}
