import { useInfiniteQuery } from '@tanstack/react-query';
import {
  getDepositRecords,
  getGetDepositRecordsQueryKey,
  getGetTransactionRecordsQueryKey,
  getTransactionRecords,
  type GetDepositRecordsParams,
  type GetWithdrawRecordsParams,
} from '@/api/areas/deposit';
import { getGetWithdrawRecordsQueryKey, getWithdrawRecords } from '@/api/areas/withdraw';
import { EXCLUDED_TX_TYPES_PARAM, RECORDS_PAGE_SIZE, withdrawOffsets } from './records';

// Each tab's records as an endless list of 1-based pages; the next page exists while fewer pages than
// totalPages are loaded.
const nextPage = (last: { totalPages: number }, pages: unknown[]) =>
  pages.length < last.totalPages ? pages.length + 1 : undefined;

export function useAccountRecords(size = RECORDS_PAGE_SIZE) {
  const base = { excludeTxTypeIds: EXCLUDED_TX_TYPES_PARAM, size };
  return useInfiniteQuery({
    queryKey: [...getGetTransactionRecordsQueryKey(base), 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      getTransactionRecords({ ...base, page: pageParam }, undefined, signal),
    getNextPageParam: nextPage,
  });
}

export type DepositRecordFilter = Pick<GetDepositRecordsParams, 'depositType' | 'depositState'>;

export function useDepositRecords(filter: DepositRecordFilter, size = RECORDS_PAGE_SIZE) {
  const base = { ...filter, size };
  return useInfiniteQuery({
    queryKey: [...getGetDepositRecordsQueryKey(base), 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getDepositRecords({ ...base, page: pageParam }, undefined, signal),
    getNextPageParam: nextPage,
  });
}

export type WithdrawRecordFilter = Pick<GetWithdrawRecordsParams, 'startDateTs' | 'endDateTs' | 'status'>;

export function useWithdrawRecords(filter: WithdrawRecordFilter, size = RECORDS_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: [...getGetWithdrawRecordsQueryKey(filter), size, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      getWithdrawRecords({ ...filter, ...withdrawOffsets(pageParam, size) }, undefined, signal),
    getNextPageParam: nextPage,
  });
}
