// The withdraw area's calls and types, imported as '@/api/areas/withdraw' (each member area has its own door, so
// none of them weighs on the first page): the withdraw screen, the fund account hub with bank cards and
// e-wallets, and the payment password. A name another area also re-exports is the same binding, so the two lists
// never clash.
export {
  getGetWithdrawAccountInfoQueryKey,
  getGetWithdrawChargesQueryKey,
  getGetWithdrawRecordsQueryKey,
  getGetWithdrawSettingsQueryKey,
  getWithdrawCharges,
  getWithdrawRecords,
  useGetWithdrawAccountInfo,
  useGetWithdrawBankList,
  useGetWithdrawCharges,
  useGetWithdrawEWalletList,
  useGetWithdrawRecords,
  useGetWithdrawSettings,
  withdraw,
} from '../generated/wps/withdraw/withdraw';
export {
  bindBankCard,
  getBanks,
  getGetBindConfigQueryKey,
  removeBankCard,
  useGetBankCardProvinces,
  useGetBanks,
  useGetBindConfig,
} from '../generated/wps/bank-card/bank-card';
export {
  changePaymentPassword,
  getGetIdImageQueryKey,
  getGetSecurityConfigQueryKey,
  setPaymentPassword,
  useGetIdImage,
  useGetSecurityConfig,
} from '../generated/wps/member/member';
export { getGetDepositSettingsQueryKey, useGetDepositSettings } from '../generated/wps/deposit/deposit';
export { sendSmsToVerifiedMobile } from '../generated/wps/verification/verification';
export {
  WithdrawStatus,
  type Bank,
  type BankAccountType,
  type BankCard,
  type BindBankCardRequest,
  type BindConfig,
  type City,
  type IdImageInfo,
  type KycStatus,
  type MobileVerificationType,
  type Province,
  type SecurityConfig,
  type WithdrawAccountInfo,
  type WithdrawCharges,
  type WithdrawRequest,
  type WithdrawResult,
  type WithdrawSettings,
} from '../generated/wps/wps.schemas';
