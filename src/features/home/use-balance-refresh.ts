import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useBalanceRefresh } from '@/services/balance-refresh';
import { memberStore } from '@/state/member';

/** Home's balance box: the app's balance refresh for the logged-in member, with a text for a live region. */
export function useHomeBalanceRefresh(refetch: () => Promise<{ isSuccess: boolean }>) {
  const { t } = useTranslation();
  const { member } = useSnapshot(memberStore);
  const customerId = Number(member?.customerId);
  const { refresh, refreshing, outcome } = useBalanceRefresh(
    Number.isSafeInteger(customerId) ? customerId : null,
    refetch,
  );
  return { refresh, refreshing, announcement: outcome === 'updated' ? t('balance_updated') : '' };
}
