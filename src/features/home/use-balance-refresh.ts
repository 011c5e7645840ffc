import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settle, walletReturn } from '@/api';
import { memberStore } from '@/state/member';
import { session } from '@/state/session';

/** Spec section 4: after the wallet recall, the balance is read 250 ms later. */
export const BALANCE_REFRESH_DELAY_MS = 250;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The balance refresh of the spec: recall money held by game sites (one retry), wait, then read the balance.
 * Taps while a refresh runs are ignored. `announcement` is the text for a polite live region.
 */
export function useBalanceRefresh(refetch: () => Promise<{ isSuccess: boolean }>) {
  const { t } = useTranslation();
  const { member } = useSnapshot(memberStore);
  const running = useRef(false);
  const [refreshing, setRefreshing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const customerId = Number(member?.customerId);

  const refresh = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setRefreshing(true);
    setAnnouncement('');
    try {
      // Without a known customer id there is nothing to recall; the balance can still be read.
      if (Number.isSafeInteger(customerId) && customerId > 0) {
        // Silent: a failed recall does not stop the refresh, the balance read below still tells the truth.
        const first = await settle(walletReturn({ customerId }, { silent: true }));
        if (!first.success && first.kind !== 'unauthorized' && first.kind !== 'cancelled') {
          await settle(walletReturn({ customerId }, { silent: true }));
        }
      }
      await wait(BALANCE_REFRESH_DELAY_MS);
      // Logged out meanwhile: reading the old session's balance would only earn a 401 and a trip to /login.
      if (!session.isLoggedIn) return;
      const result = await refetch();
      if (result.isSuccess) setAnnouncement(t('balance_updated'));
    } finally {
      running.current = false;
      setRefreshing(false);
    }
  }, [customerId, refetch, t]);

  return { refresh, refreshing, announcement };
}
