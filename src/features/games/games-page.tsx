import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTodayGames } from '@/api';
import { useDeferredQueryData } from '@/services/deferred-query';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { tabPanelProps, Tabs } from '@/components/tabs';
import { usePlayGame } from '@/components/use-play-game';
import { GameCard } from './game-card';
import { GameCardSkeleton } from './game-card-skeleton';
import '@/components/layout.css';
import './games.css';

type Filter = 'ALL' | 'DIGIT' | 'JACKPOT';
const SKELETON_CARDS = [0, 1, 2, 3, 4, 5];

/** Games (spec section 2): every game with its picture, last draw and winning balls, filtered by type. */
export function GamesPage() {
  const { t } = useTranslation();
  const idBase = useId();
  const [filter, setFilter] = useState<Filter>('ALL');
  const today = useDeferredQueryData(useGetTodayGames({ query: { staleTime: 30_000 } }));
  const play = usePlayGame();

  const games = (today.data?.games ?? []).filter((game) => filter === 'ALL' || game.gameType === filter);
  const tabs = [
    { id: 'ALL' as const, label: t('games_all') },
    { id: 'DIGIT' as const, label: t('games_digit') },
    { id: 'JACKPOT' as const, label: t('games_jackpot') },
  ];

  let content;
  if (today.pending) {
    content = SKELETON_CARDS.map((card) => <GameCardSkeleton key={card} />);
  } else if (games.length === 0) {
    content = <EmptyState>{t('no_record')}</EmptyState>;
  } else {
    content = games.map((game, index) => (
      <GameCard key={game.gameId} game={game} eager={index < 2} onPlay={() => play(game.gameId)} />
    ));
  }

  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('games_title')} />
      <Tabs label={t('game_types')} items={tabs} selected={filter} onSelect={setFilter} idBase={idBase} />
      <div {...tabPanelProps(idBase, filter)} className="games__list stack" aria-busy={today.pending}>
        {content}
      </div>
    </div>
  );
}
