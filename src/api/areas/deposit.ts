// The deposit area's calls and types, imported as '@/api/areas/deposit' (each member area has its own door, so
// none of them weighs on the first page): the deposit screen and the three tabs of the transaction records
// (account, deposit and withdrawal records).
export {
  depositByEWallet,
  depositByLaunchUrl,
  depositByQr,
  getDepositRecords,
  getGetDepositRecordsQueryKey,
  getGetDepositSettingsQueryKey,
  getGetDepositTasksQueryKey,
  getGetPaymentChannelsQueryKey,
  getGetDepositPromotionsQueryKey,
  uploadDepositImage,
  useGetDepositMethods,
  useGetDepositPromotions,
  useGetDepositSettings,
  useGetDepositTasks,
  useGetPaymentChannels,
} from '../generated/wps/deposit/deposit';
export {
  getGetTransactionRecordsQueryKey,
  getTransactionRecords,
} from '../generated/wps/transaction/transaction';
export { getGetWithdrawRecordsQueryKey, getWithdrawRecords } from '../generated/wps/withdraw/withdraw';
export {
  DepositStatus,
  WithdrawStatus,
  type DepositMethod,
  type DepositMethodType,
  type DepositOrder,
  type DepositPromotion,
  type DepositRecord,
  type DepositRecordsPage,
  type DepositSettings,
  type GetDepositRecordsParams,
  type GetTransactionRecordsParams,
  type GetWithdrawRecordsParams,
  type PaymentChannel,
  type PaymentChannelGroup,
  type TransactionRecord,
  type TransactionRecordsPage,
  type WithdrawRecord,
  type WithdrawRecordsPage,
} from '../generated/wps/wps.schemas';
