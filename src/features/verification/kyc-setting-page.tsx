import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetIdImage, type KycStatus } from '@/api/areas/withdraw';
import { Button } from '@/components/button';
import { MemberScreen } from '@/components/member-screen';
import { Skeleton } from '@/components/skeleton';
import { shownDateTime } from '@/lib/shown-instant';
import '@/components/account-form.css';
import './verification.css';

// The pickers, previews and upload load only when the player has something to submit.
const KycUploadForm = lazy(() =>
  import('./kyc-upload-form').then((module) => ({ default: module.KycUploadForm })),
);

const STATE: Record<KycStatus, { labelKey: string; textKey: string; mark: string }> = {
  NOT_SET: { labelKey: 'kyc_not_set', textKey: 'kyc_not_set_text', mark: '!' },
  IN_REVIEW: { labelKey: 'kyc_in_review', textKey: 'kyc_in_review_text', mark: '…' },
  FAILED: { labelKey: 'kyc_failed', textKey: 'kyc_failed_text', mark: '✕' },
  APPROVED: { labelKey: 'kyc_approved', textKey: 'kyc_approved_text', mark: '✓' },
};

/**
 * Identity verification (spec section 2): Not Set, In review, failure (the reason, and a prompt to
 * resubmit), approved. While in review the state is read again every so often, so a decision shows up.
 */
export function KycSettingPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const kyc = useGetIdImage({
    query: { refetchInterval: (query) => (query.state.data?.status === 'IN_REVIEW' ? 15_000 : false) },
    // The review poll runs on its own, so its answers are not the player's activity.
    request: { background: true },
  });

  let content;
  if (kyc.isPending) {
    content = <Skeleton width="100%" height={160} />;
  } else if (!kyc.data) {
    content = (
      <div className="account-card account-form">
        <p>{t('load_failed')}</p>
        <Button variant="secondary" onClick={() => void kyc.refetch()}>
          {t('try_again')}
        </Button>
      </div>
    );
  } else {
    const { status, reason, updateTime } = kyc.data;
    const state = STATE[status];
    const canSubmit = status === 'NOT_SET' || status === 'FAILED';
    content = (
      <>
        <section className="account-card kyc-state" aria-labelledby={titleId}>
          <h2 id={titleId} className="kyc-state__title">
            {t('kyc_status')}{' '}
            <span className={`kyc-badge kyc-badge--${status.toLowerCase()}`}>
              <span aria-hidden="true">{state.mark} </span>
              {t(state.labelKey)}
            </span>
          </h2>
          <p>{t(state.textKey)}</p>
          {status === 'FAILED' && reason ? (
            <p className="kyc-state__reason">{t('kyc_failed_reason', { reason })}</p>
          ) : null}
          {updateTime && status !== 'NOT_SET' ? (
            <p className="kyc-state__time">{t('kyc_updated_at', { date: shownDateTime(updateTime) })}</p>
          ) : null}
          {status === 'IN_REVIEW' ? (
            <Button variant="secondary" onClick={() => void kyc.refetch()} aria-busy={kyc.isFetching}>
              {t('kyc_check_again')}
            </Button>
          ) : null}
        </section>
        {canSubmit ? (
          <Suspense fallback={<Skeleton width="100%" height={420} />}>
            <KycUploadForm />
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <MemberScreen titleKey="member_kyc_setting" backTo="/member/securityCenter">
      <div className="account-stack" aria-busy={kyc.isPending}>
        {content}
      </div>
    </MemberScreen>
  );
}
