import { useTranslation } from 'react-i18next';
import { useGetTodayGames } from '@/api';
import { Balls } from '@/components/balls';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { parseCombination } from '@/lib/balls';
import { ballKind, gameName } from '@/lib/games';
import '@/components/layout.css';
import './test-pages.css';

/** A real list from the fake backend: every game with its last combination, in the kit's balls. */
export function TestListPage() {
  const { t } = useTranslation();
  const today = useGetTodayGames();
  const games = today.data?.games ?? [];
  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('test_list_title')} backTo="/test" backLabel={t('back')} />
      {today.isPending ? <Skeleton width="100%" height={200} /> : null}
      {!today.isPending && games.length === 0 ? <EmptyState>{t('no_record')}</EmptyState> : null}
      <ul className="stack stack--gap-2 plain-list">
        {games.map((game) => (
          <li key={game.gameId} className="stack stack--gap-2 surface-card">
            <span className="test-pages__name">{gameName(game)}</span>
            <Balls numbers={parseCombination(game.winNo)} kind={ballKind(game.gameType)} size="small" />
          </li>
        ))}
      </ul>
    </div>
  );
}
