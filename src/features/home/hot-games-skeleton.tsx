import { Skeleton } from '@/components/skeleton';

const CARDS = [0, 1, 2, 3];

/** The hot games strip at its final size while the games load. */
export function HotGamesSkeleton() {
  return (
    <ul className="hot-games" aria-busy="true">
      {CARDS.map((card) => (
        <li key={card} className="hot-games__item" aria-hidden="true">
          <span className="hot-game">
            <Skeleton width={72} height={72} />
            <Skeleton width={64} height="1em" />
          </span>
        </li>
      ))}
    </ul>
  );
}
