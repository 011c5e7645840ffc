import { useCallback, useRef, useState } from 'react';
import { session } from '@/state/session';
import { settle, walletReturn } from '@/api';

/** Spec sections 4 and 9: after the wallet recall, the balance is read 250 ms later. */
export const BALANCE_REFRESH_DELAY_MS = 250;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RefreshOutcome = 'updated' | 'failed' | 'ignored';

/**
 * The one balance refresh of the app (home's balance box, the member home, the balance over the game frame).
 * The spec's sequence: recall the money game sites hold (one retry when the recall fails), wait
 * 250 ms, then read the balance. A tap while a refresh runs is ignored. `customerId` is the member's id;
 * without one there is nothing to recall, and the balance is still read.
 */
export function useBalanceRefresh(
  customerId: number | null,
  readBalance: () => Promise<{ isSuccess: boolean }>,
) {
  const running = useRef(false);
  const [refreshing, setRefreshing] = useState(false);
  const [outcome, setOutcome] = useState<RefreshOutcome | null>(null);

  const refresh = useCallback(async (): Promise<RefreshOutcome> => {
    if (running.current) return 'ignored';
    running.current = true;
    setRefreshing(true);
    setOutcome(null);
    try {
      if (customerId !== null && Number.isSafeInteger(customerId) && customerId > 0) {
        // Silent: a failed recall must not stop the refresh, the balance read afterwards still tells the truth.
        const first = await settle(walletReturn({ customerId }, { silent: true }));
        if (!first.success && first.kind !== 'unauthorized' && first.kind !== 'cancelled')
          await settle(walletReturn({ customerId }, { silent: true }));
      }
      await wait(BALANCE_REFRESH_DELAY_MS);
      // Logged out meanwhile: the old session's balance would only earn a 401 and a trip to /login.
      if (!session.isLoggedIn) return 'failed';
      const result = await readBalance();
      const done: RefreshOutcome = result.isSuccess ? 'updated' : 'failed';
      setOutcome(done);
      return done;
    } finally {
      running.current = false;
      setRefreshing(false);
    }
  }, [customerId, readBalance]);

  return { refresh, refreshing, outcome };
}
