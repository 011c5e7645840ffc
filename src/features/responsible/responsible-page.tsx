import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetGamingLimits, useGetRealityCheck } from '@/api/areas/responsible';
import { Button } from '@/components/button';
import { MemberScreen } from '@/components/member-screen';
import { Skeleton } from '@/components/skeleton';
import { BreakSection } from './break-section';
import { LimitsSection } from './limits-section';
import { RealitySection } from './reality-section';
import '@/components/account-form.css';
import './responsible.css';
import { RgSection } from './rg-section';

const HELP_LINES = ['rg_help_pagcor', 'rg_help_ncmh', 'rg_help_barred'] as const;

/**
 * Responsible gaming (issue 19): deposit and spend limits with what is used of them, the reality-check
 * interval, a time-out or self-exclusion, and where to get help.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const limits = useGetGamingLimits();
  const reality = useGetRealityCheck();
  const pending = limits.isPending || reality.isPending;

  let content;
  // What was read stays: a later refresh that fails (react-query reports the error beside the data it keeps)
  // must not take the limit forms away, and with them what the player was typing.
  if (limits.data && reality.data)
    content = (
      <>
        <LimitsSection kind="DEPOSIT" limits={limits.data.deposit} />
        <LimitsSection kind="SPEND" limits={limits.data.spend} />
        <RealitySection current={reality.data.intervalMinutes} />
        <BreakSection />
      </>
    );
  else if (pending) content = <Skeleton width="100%" height={4 * 120} />;
  else
    content = (
      <div className="rg-card">
        <p>{t('load_failed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void limits.refetch();
            void reality.refetch();
          }}
        >
          {t('try_again')}
        </Button>
      </div>
    );

  return (
    <MemberScreen titleKey="rg_title">
      <div className="rg-page" aria-busy={pending}>
        <p className="rg-muted">{t('rg_intro')}</p>
        <Link to="/member/activityStatement" className="rg-link">
          {t('rg_statement_link')}
        </Link>
        {content}
        <RgSection title={t('rg_help_title')} intro={t('rg_help_intro')}>
          <ul className="rg-help">
            {HELP_LINES.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </RgSection>
      </div>
    </MemberScreen>
  );
}
