import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { coldest, hottest, type HotColdStats, type NumberStat } from '@/lib/hot-cold';
import type { GameRules } from '@/lib/number-check';
import { HotColdChart } from './hot-cold-chart';
import { HotColdTable, lastDrawnText } from './hot-cold-table';
import '@/components/balls.css';

export interface HotColdResultsProps {
  stats: HotColdStats;
  rules: GameRules;
  period: number;
}

/** "12 (8 times), 5 (7 times)": the numbers of a list with their counts, for the chart's label. */
const listText = (stats: readonly NumberStat[], t: TFunction) =>
  stats
    .map((stat) => t('hc_item', { number: stat.number, times: t('hc_times', { count: stat.count }) }))
    .join(', ');

/** The hot and the cold numbers, then every number as a chart and, under it, as a table. */
export function HotColdResults({ stats, rules, period }: HotColdResultsProps) {
  const { t } = useTranslation();
  const hot = hottest(stats.numbers);
  const hotNumbers = new Set(hot.map((stat) => stat.number));
  // A game of few numbers with few draws could rank one number both ways: it is hot.
  const cold = coldest(stats.numbers.filter((stat) => !hotNumbers.has(stat.number)));
  const coldNumbers = new Set(cold.map((stat) => stat.number));
  return (
    <div className="stack stack--gap-4">
      <div className="two-columns">
        <NumberList title={t('hc_hot')} hint={t('hc_hot_hint')} kind="hot" stats={hot} />
        <NumberList title={t('hc_cold')} hint={t('hc_cold_hint')} kind="cold" stats={cold} />
      </div>
      <section className="panel" aria-label={t('hc_title')}>
        <HotColdChart
          numbers={stats.numbers}
          hot={hotNumbers}
          cold={coldNumbers}
          label={t('hc_chart', { days: period, hot: listText(hot, t), cold: listText(cold, t) })}
        />
        <HotColdTable
          numbers={stats.numbers}
          digits={rules.max <= 9}
          history={stats.history}
          caption={t('hc_caption', { days: period, count: stats.draws })}
        />
      </section>
    </div>
  );
}

interface NumberListProps {
  title: string;
  hint: string;
  kind: 'hot' | 'cold';
  stats: readonly NumberStat[];
}

/** Five numbers as balls, each with the draws it came out in (and, when cold, how long since). */
function NumberList({ title, hint, kind, stats }: NumberListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className={`surface-card stack stack--gap-2 hot-cold-list hot-cold-list--${kind}`}
      aria-labelledby={titleId}
    >
      <div>
        <h2 id={titleId} className="hot-cold-list__title">
          {title}
        </h2>
        <p className="hot-cold-list__hint">{hint}</p>
      </div>
      <ol className="plain-list stack stack--gap-2">
        {stats.map((stat) => {
          const times = t('hc_times', { count: stat.count });
          const since = kind === 'cold' ? lastDrawnText(stat, t) : null;
          return (
            <li key={stat.number}>
              <span className="visually-hidden">
                {t('hc_item', { number: stat.number, times })}
                {since ? `, ${since}` : ''}
              </span>
              <span className="hot-cold-list__item" aria-hidden="true">
                <span className="balls__ball hot-cold-list__ball">{stat.number}</span>
                <span className="hot-cold-list__text">
                  {times}
                  {since ? <span className="hot-cold-list__since">{since}</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
