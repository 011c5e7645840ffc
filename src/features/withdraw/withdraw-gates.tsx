import { useTranslation } from 'react-i18next';
import type { IdImageInfo } from '@/api/areas/withdraw';
import { ButtonLink } from '@/components/button-link';
import type { Requirement } from './withdraw-rules';
import '@/components/panel.css';

export const KYC_STATE_MESSAGES: Record<string, string> = {
  NOT_SET: 'wd_kyc_not_set',
  IN_REVIEW: 'wd_kyc_in_review',
  FAILED: 'wd_kyc_failed',
  APPROVED: 'wd_kyc_approved',
};

interface Step {
  textKey: string;
  to: string;
  linkKey: string;
}

const STEPS: Record<Requirement, Step> = {
  card: { textKey: 'wd_need_card', to: '/member/fundAccount', linkKey: 'wd_bind_account' },
  mobile: { textKey: 'wd_need_mobile', to: '/member/setPhone', linkKey: 'wd_verify_mobile' },
  kyc: { textKey: 'wd_need_kyc', to: '/member/kycSetting', linkKey: 'wd_verify_identity' },
  paymentPassword: {
    textKey: 'wd_need_payment_password',
    to: '/member/paymentPassword',
    linkKey: 'wd_set_payment_password',
  },
};

/** What is still missing before the first withdrawal, each with the way to do it. */
export function WithdrawGates({ missing, kyc }: { missing: readonly Requirement[]; kyc: IdImageInfo }) {
  const { t } = useTranslation();
  return (
    <section className="panel withdraw-card" aria-labelledby="withdraw-gates-title">
      <h2 id="withdraw-gates-title" className="withdraw-card__title">
        {t('wd_before_title')}
      </h2>
      <ol className="withdraw-gates">
        {missing.map((requirement) => {
          const step = STEPS[requirement];
          return (
            <li key={requirement} className="withdraw-gates__item">
              <p>{t(step.textKey)}</p>
              {requirement === 'kyc' ? (
                <p className="withdraw-gates__state">
                  {t('wd_kyc_state', { state: t(KYC_STATE_MESSAGES[kyc.status]) })}
                  {kyc.status === 'FAILED' && kyc.reason
                    ? ` ${t('wd_kyc_reason', { reason: kyc.reason })}`
                    : ''}
                </p>
              ) : null}
              {requirement === 'kyc' && kyc.status === 'IN_REVIEW' ? null : (
                <ButtonLink to={step.to} variant="secondary" block>
                  {requirement === 'kyc' && kyc.status === 'FAILED'
                    ? t('wd_resubmit_identity')
                    : t(step.linkKey)}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
