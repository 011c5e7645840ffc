import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetTodayGames } from '@/api';
import { useDeferredQueryData } from '@/services/deferred-query';
import { EmptyState } from '@/components/empty-state';
import { RemoteImage } from '@/components/remote-image';
import { useLoginFirst } from '@/components/use-play-game';
import { gameArtUrl, gameName, playPath } from '@/lib/games';
import { HotGamesSkeleton } from './hot-games-skeleton';

/** How many pictures load at once: the ones visible on a 360 px phone without scrolling the strip. */
const EAGER_PICTURES = 4;

/** Today's games as a strip of their artwork, each named after its game; each opens its game (login required). */
export function HotGamesList() {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const today = useDeferredQueryData(useGetTodayGames({ query: { staleTime: 30_000 } }));

  if (today.pending) return <HotGamesSkeleton />;
  const games = today.data?.todayGames ?? [];
  if (games.length === 0) return <EmptyState compact>{t('no_games_today')}</EmptyState>;

  return (
    <ul className="hot-games">
      {games.map((game, index) => (
        <li key={game.gameId} className="hot-games__item">
          {/* A link, so a player may open a game in a new tab; a visitor's tap is told to log in first. */}
          <Link
            to={playPath(game.gameId)}
            className="hot-game"
            onClick={(event) => {
              if (loginFirst()) event.preventDefault();
            }}
          >
            {/* The artwork names the link; the name under it repeats that for the eye only. */}
            <RemoteImage
              src={gameArtUrl(game.gameCode)}
              alt={gameName(game)}
              width={72}
              height={72}
              eager={index < EAGER_PICTURES}
              fallback=""
              className="game-art hot-game__picture"
            />
            <span className="hot-game__name" aria-hidden="true">
              {gameName(game)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
