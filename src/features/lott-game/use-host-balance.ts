import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetWalletBalanceQueryKey, settle, useGetWalletBalance, walletReturn } from '@/api';
import { memberStore } from '@/state/member';
import { session } from '@/state/session';

/** typeId 0 is the sum over all wallets. */
const TOTAL = { typeId: 0 };
/** Spec section 4: the balance is read 250 ms after the wallet recall. */
export const BALANCE_REFRESH_DELAY_MS = 250;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The balance shown above the game frame. `reload` is what the game site's refreshBalance asks for: the wallet
 * balance query is invalidated, so every screen that shows it reads it again. `refresh` is the player's button:
 * the spec's full refresh (wallet recall, one retry, 250 ms, then the read), ignored while one runs.
 */
export function useHostBalance(onReloaded: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useGetWalletBalance(TOTAL);
  const running = useRef(false);
  const [refreshing, setRefreshing] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const reload = useCallback(async () => {
    // Logged out meanwhile: reading the old session's balance would only earn a 401.
    if (!session.isLoggedIn) return;
    await queryClient.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() });
    setAnnouncement(t('balance_updated'));
    onReloaded();
  }, [onReloaded, queryClient, t]);

  const refresh = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setRefreshing(true);
    setAnnouncement('');
    try {
      const customerId = Number(memberStore.member?.customerId);
      if (Number.isSafeInteger(customerId) && customerId > 0) {
        // Silent: a failed recall does not stop the refresh, the balance read below still tells the truth.
        const first = await settle(walletReturn({ customerId }, { silent: true }));
        if (!first.success && first.kind !== 'unauthorized' && first.kind !== 'cancelled')
          await settle(walletReturn({ customerId }, { silent: true }));
      }
      await wait(BALANCE_REFRESH_DELAY_MS);
      await reload();
    } finally {
      running.current = false;
      setRefreshing(false);
    }
  }, [reload]);

  return { balance, reload, refresh, refreshing, announcement };
}
