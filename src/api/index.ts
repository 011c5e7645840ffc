// The app's one door to the API. Generated code is regenerated at will, so the rest of src/ names only what is
// re-exported here; a contract change that renames a hook then breaks this file, not every feature.

export { ApiFailure, isApiFailure, settle, type ApiFailureKind, type ApiResult } from './errors';
export type { RequestOptions } from './http';

export { login, logout, useLogin, useLogout } from './generated/wps/session/session';
export { getGetMemberInfoQueryKey, getMemberInfo, useGetMemberInfo } from './generated/wps/member/member';
export {
  getGetWalletBalanceQueryKey,
  getWalletBalance,
  useGetWalletBalance,
  useWalletReturn,
  walletReturn,
} from './generated/wps/wallet/wallet';

export type {
  GetWalletBalanceParams,
  LoginResponse,
  MemberInfo,
  PasswordLoginRequest,
  RegisterFieldRule,
  RegisterRuleField,
  WalletBalance,
} from './generated/wps/wps.schemas';
export { memberFromInfo } from './member';
