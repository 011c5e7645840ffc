import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetWalletBalanceQueryKey } from '@/api';
import {
  getDepositRecords,
  getGetDepositRecordsQueryKey,
  getGetDepositTasksQueryKey,
  DepositStatus,
  type DepositOrder,
} from '@/api/areas/deposit';
import { depositIsOpen } from '@/components/record-status';

/** How often an open order's status is asked for again. */
export const DEPOSIT_POLL_MS = 3000;
/** The newest records are enough to find an order just opened (the list is newest first). */
const RECENT = { page: 1, size: 20 };

/**
 * The live status of one deposit order: asked for every few seconds while it is open (New or Pending),
 * not any more once it is decided. When it is approved the wallet's balance and the records are refreshed
 * everywhere in the app.
 */
export function useDepositStatus(order: DepositOrder) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...getGetDepositRecordsQueryKey(RECENT), 'watch', order.orderNo],
    // The poll runs on its own, so its answers are not the player's activity.
    queryFn: ({ signal }) => getDepositRecords(RECENT, { silent: true, background: true }, signal),
    select: (page) => page.list.find((record) => record.orderNo === order.orderNo),
    refetchInterval: (q) => {
      const found = q.state.data?.list.find((record) => record.orderNo === order.orderNo);
      return depositIsOpen(found?.status ?? order.status) ? DEPOSIT_POLL_MS : false;
    },
    refetchIntervalInBackground: false,
  });
  const status = query.data?.status ?? order.status;
  const remark = query.data?.remark ?? null;

  useEffect(() => {
    if (depositIsOpen(status)) return;
    void client.invalidateQueries({ queryKey: getGetDepositTasksQueryKey() });
    void client.invalidateQueries({ queryKey: getGetDepositRecordsQueryKey() });
    if (status === DepositStatus.APPROVED)
      void client.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() });
  }, [client, status]);

  return { status, remark, refresh: () => void query.refetch() };
}
