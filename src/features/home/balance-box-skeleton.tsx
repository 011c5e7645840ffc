import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { PendingBalance } from './pending-balance';

/**
 * The player's greeting and balance box at their final sizes, while their code and data load; the balance the
 * device kept, marked as updating, where there is one.
 */
export function BalanceBoxSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <div className="greeting" aria-hidden="true">
        <Skeleton width="8em" height="26px" />
        <Skeleton width="96px" height="44px" />
      </div>
      <section className="balance-box" aria-busy="true" aria-label={t('total_balance')}>
        <div className="balance-box__top">
          <span className="balance-box__label">{t('total_balance')}</span>
        </div>
        <p className="balance-box__amount">
          <PendingBalance />
        </p>
        <Skeleton width="100%" height="44px" />
      </section>
    </>
  );
}
