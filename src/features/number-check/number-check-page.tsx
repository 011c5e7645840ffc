import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure, useGetTodayGames } from '@/api';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SkeletonBlocks } from '@/components/skeleton-blocks';
import { failureMessage } from '@/lib/forms/failure-message';
import { rulesFor } from '@/lib/number-check';
import { CheckForm, type CheckableGame, type CheckResult } from './check-form';
import { CheckResults, resultSummary } from './check-results';
import '@/components/layout.css';
import '@/components/panel.css';
import '@/components/text-field.css';
import './number-check.css';

/**
 * Check my numbers (issue 20 item 5): a combination of any game the app lists and a range of Manila days; every
 * draw in the history it would have won, with the prize tier by the game's own rules.
 */
export function NumberCheckPage() {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CheckResult | null>(null);
  const gamesQuery = useGetTodayGames({ query: { staleTime: 30_000 } });
  const allGames = gamesQuery.data?.games;
  const games = useMemo<CheckableGame[]>(
    () =>
      (allGames ?? []).flatMap((game) => {
        const rules = rulesFor(game);
        return rules ? [{ game, rules }] : [];
      }),
    [allGames],
  );

  let body;
  // Games once read stay on the screen: a later refresh that fails (react-query then reports an error beside the
  // data it keeps) must not take away the form, and with it the game and numbers the player has entered.
  if (allGames !== undefined && games.length > 0) {
    body = <CheckForm games={games} now={now} onChecked={setResult} onBusy={setBusy} />;
  } else if (gamesQuery.isPending) {
    body = <SkeletonBlocks className="stack" count={1} height={320} label={t('loading')} />;
  } else if (gamesQuery.isError) {
    const failure = gamesQuery.error;
    body = (
      <EmptyState>{(isApiFailure(failure) && failureMessage(failure, t)) || t('load_failed')}</EmptyState>
    );
  } else {
    body = <EmptyState>{t('nc_no_games')}</EmptyState>;
  }

  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('nc_title')} backTo="/draw-result" backLabel={t('back')} />
      <p className="number-check__intro">{t('nc_intro')}</p>
      {body}
      <p className="number-check__status" role="status">
        {!busy && result ? resultSummary(result, t) : ''}
      </p>
      {busy ? (
        <SkeletonBlocks className="stack" count={2} height={120} label={t('nc_checking')} />
      ) : result ? (
        <CheckResults result={result} />
      ) : null}
    </div>
  );
}
