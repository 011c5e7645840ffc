import { useTranslation } from 'react-i18next';
import { useBalanceRefresh } from '@/services/balance-refresh';
import { useMember } from '@/services/member';

/** Home's balance box: the app's balance refresh for the logged-in member, with a text for a live region. */
export function useHomeBalanceRefresh(refetch: () => Promise<{ isSuccess: boolean }>) {
  const { t } = useTranslation();
  const memberId = useMember()?.id ?? null;
  const { refresh, refreshing, outcome } = useBalanceRefresh(memberId, refetch);
  return { refresh, refreshing, memberId, announcement: outcome === 'updated' ? t('balance_updated') : '' };
}
