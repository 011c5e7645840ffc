import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiFailure, useGetTodayGames, type LottoGame } from '@/api';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SkeletonBlocks } from '@/components/skeleton-blocks';
import { failureMessage } from '@/lib/forms/failure-message';
import { gameName } from '@/lib/games';
import {
  HOT_COLD_PERIODS,
  hotColdStats,
  LONGEST_PERIOD,
  periodRange,
  type HotColdPeriod,
} from '@/lib/hot-cold';
import { manilaDayStart } from '@/lib/manila-time';
import { rulesFor, type GameRules } from '@/lib/number-check';
import { allDrawsQuery } from '@/services/draw-history';
import { HotColdResults } from './hot-cold-results';
import '@/components/layout.css';
import '@/components/panel.css';
import '@/components/text-field.css';
import './hot-cold.css';

interface ShownGame {
  game: LottoGame;
  rules: GameRules;
}

const NO_GAMES: LottoGame[] = [];

/** The period the address names (?days=90), else the shorter one. */
const periodOf = (days: string | null): HotColdPeriod =>
  HOT_COLD_PERIODS.find((period) => String(period) === days) ?? HOT_COLD_PERIODS[0];

/**
 * Hot and cold numbers (issue 20 item 6): for a game the app lists, how many draws of the last 30 or 90 Manila
 * days each of its numbers came out in and how long since it last did. The game and the period are in the
 * address (?game=UL58&days=90), so the way back and a shared link keep them.
 */
export function HotColdPage() {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const [params, setParams] = useSearchParams();
  const gamesQuery = useGetTodayGames({ query: { staleTime: 30_000 } });
  const allGames = gamesQuery.data?.games ?? NO_GAMES;
  const games = useMemo<ShownGame[]>(
    () =>
      allGames.flatMap((game) => {
        const rules = rulesFor(game);
        return rules ? [{ game, rules }] : [];
      }),
    [allGames],
  );
  // The choices show at once; the address follows them (react-router navigates in a transition, which React
  // may hold back while it draws the new numbers, and a controlled radio would read unchecked meanwhile).
  const [choice, setChoice] = useState(() => ({
    game: params.get('game'),
    days: periodOf(params.get('days')),
  }));
  // A game the address names that the list does not have (an old link) shows the first one.
  const shown = games.find(({ game }) => game.gameCode === choice.game) ?? games[0];
  const period = choice.days;
  const choose = (next: { game?: string; days?: HotColdPeriod }) => {
    const game = next.game ?? shown?.game.gameCode ?? null;
    const days = next.days ?? period;
    setChoice({ game, days });
    setParams({ game: game ?? '', days: String(days) }, { replace: true });
  };

  // Here and in GameStats, what was read stays: a later refresh that fails (react-query reports the error beside
  // the data it keeps) does not swap the statistics for "load failed".
  let body;
  if (gamesQuery.isPending) {
    body = <SkeletonBlocks className="stack" count={1} height={120} label={t('loading')} />;
  } else if (gamesQuery.isError && gamesQuery.data === undefined) {
    const failure = gamesQuery.error;
    body = (
      <EmptyState>{(isApiFailure(failure) && failureMessage(failure, t)) || t('load_failed')}</EmptyState>
    );
  } else if (!shown) {
    body = <EmptyState>{t('hc_no_games')}</EmptyState>;
  } else {
    body = (
      <>
        <Controls
          games={games}
          gameCode={shown.game.gameCode}
          period={period}
          onGame={(game) => choose({ game })}
          onPeriod={(days) => choose({ days })}
        />
        <GameStats shown={shown} period={period} now={now} />
      </>
    );
  }

  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('hc_title')} backTo="/draw-result" backLabel={t('back')} />
      <p className="hot-cold__intro">{t('hc_intro')}</p>
      {body}
    </div>
  );
}

interface ControlsProps {
  games: readonly ShownGame[];
  gameCode: string;
  period: HotColdPeriod;
  onGame: (gameCode: string) => void;
  onPeriod: (days: HotColdPeriod) => void;
}

/** The game and the period: each choice shows at once, nothing to submit. */
function Controls({ games, gameCode, period, onGame, onPeriod }: ControlsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="panel">
      <div className="stack stack--gap-1">
        <label htmlFor={id} className="hot-cold__label">
          {t('game')}
        </label>
        <select
          id={id}
          className="field__input"
          value={gameCode}
          onChange={(event) => onGame(event.target.value)}
        >
          {games.map(({ game }) => (
            <option key={game.gameCode} value={game.gameCode}>
              {gameName(game)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="hot-cold__periods">
        <legend className="hot-cold__label">{t('hc_period')}</legend>
        <div className="cluster">
          {HOT_COLD_PERIODS.map((days) => (
            <label key={days} className="hot-cold__period">
              <input
                type="radio"
                name="hot-cold-period"
                value={days}
                checked={period === days}
                onChange={() => onPeriod(days)}
              />
              {t('hc_last_days', { days })}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * One game's statistics: its draws of the longest period are read once (the shorter one is counted from them,
 * and how long since a number came out looks back over all of them). The line saying how many draws the period
 * holds is read out as it changes.
 */
function GameStats({ shown, period, now }: { shown: ShownGame; period: HotColdPeriod; now: number }) {
  const { t } = useTranslation();
  const { game, rules } = shown;
  const history = useQuery(allDrawsQuery(game.gameCode, periodRange(LONGEST_PERIOD, now)));
  const draws = history.data;
  const stats = useMemo(() => {
    const start = manilaDayStart(periodRange(period, now).start);
    return draws && start !== null ? hotColdStats(rules, draws, start, now) : null;
  }, [rules, draws, period, now]);

  let content;
  if (history.isPending) {
    content = <SkeletonBlocks className="stack" count={3} height={120} label={t('loading')} />;
  } else if (history.isError && history.data === undefined) {
    const failure = history.error;
    content = (
      <div className="stack">
        <EmptyState>{(isApiFailure(failure) && failureMessage(failure, t)) || t('load_failed')}</EmptyState>
        <Button variant="secondary" onClick={() => void history.refetch()} aria-busy={history.isFetching}>
          {t('try_again')}
        </Button>
      </div>
    );
  } else if (stats && stats.draws === 0) {
    content = <EmptyState>{t(period < LONGEST_PERIOD ? 'hc_no_draws_longer' : 'hc_no_draws')}</EmptyState>;
  } else if (stats) {
    content = <HotColdResults stats={stats} rules={rules} period={period} />;
  }

  return (
    <>
      <p className="hot-cold__status" role="status">
        {stats ? t('hc_summary', { game: gameName(game), count: stats.draws, days: period }) : ''}
      </p>
      {content}
    </>
  );
}
