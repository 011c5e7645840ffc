import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LONGEST_PERIOD, type NumberStat } from '@/lib/hot-cold';

/** How long ago a number last came out, in days: today, n days ago, or not in the days the history holds. */
export function lastDrawnText(stat: NumberStat, t: TFunction): string {
  if (stat.daysSince === null) return t('hc_not_in', { days: LONGEST_PERIOD });
  return stat.daysSince === 0 ? t('hc_today') : t('hc_days_ago', { count: stat.daysSince });
}

export interface HotColdTableProps {
  numbers: readonly NumberStat[];
  caption: string;
  /** The game's numbers are digits (0 to 9): the first column says so. */
  digits: boolean;
  /** The game's draws in the history read: a number in none of them came out more draws ago than that. */
  history: number;
}

/** Every number of the game, smallest first: the draws it came out in, when it last did, the draws since. */
export function HotColdTable({ numbers, caption, digits, history }: HotColdTableProps) {
  const { t } = useTranslation();
  return (
    <table className="hot-cold-table">
      <caption className="hot-cold-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t(digits ? 'hc_col_digit' : 'hc_col_number')}</th>
          <th scope="col">{t('hc_col_times')}</th>
          <th scope="col">{t('hc_col_last')}</th>
          <th scope="col">{t('hc_col_draws_since')}</th>
        </tr>
      </thead>
      <tbody>
        {numbers.map((stat) => (
          <tr key={stat.number}>
            <th scope="row">{stat.number}</th>
            <td>{stat.count}</td>
            <td>{lastDrawnText(stat, t)}</td>
            <td>{stat.drawsSince ?? t('hc_draws_more', { draws: history })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
