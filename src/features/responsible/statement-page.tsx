import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetActivityStatement, type StatementPeriod } from '@/api/areas/responsible';
import { Button } from '@/components/button';
import { MemberScreen } from '@/components/member-screen';
import { Skeleton } from '@/components/skeleton';
import { Tabs, tabPanelProps } from '@/components/tabs';
import { shownDate } from '@/lib/shown-instant';
import { formatMoney } from '@/lib/money';
import { StatementChart } from './statement-chart';
import './responsible.css';

const PERIODS: readonly StatementPeriod[] = ['DAY', 'WEEK', 'MONTH'];
const TOTALS = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const;

/** The activity statement (issue 19): deposits, withdrawals, stakes, wins and net for today, this week or month. */
export function ActivityStatementPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<StatementPeriod>('WEEK');
  const statement = useGetActivityStatement({ period });

  let content;
  if (statement.isPending) content = <Skeleton width="100%" height={260} />;
  else if (statement.isError)
    content = (
      <div className="rg-card">
        <p>{t('load_failed')}</p>
        <Button variant="secondary" onClick={() => void statement.refetch()}>
          {t('try_again')}
        </Button>
      </div>
    );
  else {
    const data = statement.data;
    content = (
      <div className="rg-card">
        <p className="rg-muted">
          {t('rg_statement_range', {
            from: shownDate(data.from),
            to: shownDate(data.to - 1),
          })}
        </p>
        <dl className="rg-totals">
          {TOTALS.map((key) => (
            <div key={key} className="rg-totals__row">
              <dt>{t(`rg_statement_${key}`)}</dt>
              <dd>{formatMoney(data.totals[key])}</dd>
            </div>
          ))}
        </dl>
        <StatementChart statement={data} />
        <p className="rg-muted">{t('rg_statement_chart_note')}</p>
      </div>
    );
  }

  return (
    <MemberScreen titleKey="rg_statement_title" backTo="/member/responsibleGaming">
      <div className="rg-page">
        <Tabs
          label={t('rg_statement_period')}
          idBase="rg-statement"
          items={PERIODS.map((id) => ({ id, label: t(`rg_statement_${id}`) }))}
          selected={period}
          onSelect={setPeriod}
        />
        <div {...tabPanelProps('rg-statement', period)} aria-busy={statement.isPending}>
          {content}
        </div>
      </div>
    </MemberScreen>
  );
}
