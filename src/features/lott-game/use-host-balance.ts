import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetWalletBalanceQueryKey, useGetWalletBalance } from '@/api';
import { useBalanceRefresh } from '@/services/balance-refresh';
import { useMember } from '@/services/member';
import { session } from '@/state/session';

/** typeId 0 is the sum over all wallets. */
const TOTAL = { typeId: 0 };

/**
 * The balance shown above the game frame. `reload` is what the game site's refreshBalance asks for: the wallet
 * balance query is invalidated, so every screen that shows it reads it again. `refresh` is the player's button:
 * the app's balance refresh (wallet recall, one retry, 250 ms, then the read), ignored while one runs.
 */
export function useHostBalance(onReloaded: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const customerId = useMember()?.id ?? null;
  const balance = useGetWalletBalance(TOTAL);
  const [announcement, setAnnouncement] = useState('');

  const reload = useCallback(async () => {
    // Logged out meanwhile: reading the old session's balance would only earn a 401.
    if (!session.isLoggedIn) return;
    await queryClient.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() });
    setAnnouncement(t('balance_updated'));
    onReloaded();
  }, [onReloaded, queryClient, t]);

  const readAfterRecall = useCallback(async () => {
    setAnnouncement('');
    await reload();
    return { isSuccess: true };
  }, [reload]);
  const { refresh, refreshing } = useBalanceRefresh(customerId, readAfterRecall);

  return { balance, reload, refresh, refreshing, announcement };
}
