// The app's one door to the API. Generated code is regenerated at will, so the rest of src/ names only what is
// re-exported here; a contract change that renames a hook then breaks this file, not every feature.

export { ApiFailure, isApiFailure, settle, type ApiFailureKind, type ApiResult } from './errors';
export type { RequestOptions } from './http';

export { login, logout, useLogin, useLogout } from './generated/wps/session/session';
export {
  getGetMemberInfoQueryKey,
  getMemberInfo,
  updateLanguage,
  useGetMemberInfo,
} from './generated/wps/member/member';
export { getGetStatusQueryKey, getStatus, useGetStatus } from './generated/wps/system/system';
export { getLaunchGameQueryKey, launchGame, useLaunchGame } from './generated/wps/game/game';
export { getAppVersion, getGetAppVersionQueryKey, useGetAppVersion } from './generated/wps/app/app';
export {
  getAnnouncements,
  getGetAnnouncementsQueryKey,
  useGetAnnouncements,
} from './generated/wps/content/content';
export { getGetTodayGamesQueryKey, getTodayGames, useGetTodayGames } from './generated/lgw/lotto/lotto';
export { getDrawHistory, getGetDrawHistoryQueryKey, useGetDrawHistory } from './generated/lgw/draw/draw';
export {
  getGetWalletBalanceQueryKey,
  getWalletBalance,
  useGetWalletBalance,
  useWalletReturn,
  walletReturn,
} from './generated/wps/wallet/wallet';

export type {
  Announcements,
  LaunchGameParams,
  LaunchGameResponse,
  AppResource,
  CustomerServiceLink,
  FooterAnnouncement,
  GetAnnouncementsParams,
  GetStatusParams,
  GetWalletBalanceParams,
  PlayerAnnouncement,
  PopupAnnouncement,
  PromotionAnnouncement,
  PromotionCategory,
  Status,
  LoginResponse,
  MemberInfo,
  PasswordLoginRequest,
  RegisterFieldRule,
  RegisterRuleField,
  WalletBalance,
} from './generated/wps/wps.schemas';
export type {
  DrawHistoryItem,
  DrawHistoryPage,
  GameType,
  GetDrawHistoryParams,
  LottoGame,
  TodayGame,
  TodayGamesResponse,
} from './generated/lgw/lgw.schemas';
export { memberFromInfo } from './member';
export { useBalanceRefresh, type RefreshOutcome } from './balance-refresh';
export { useDeferredQueryData } from './deferred-query';

// Sign-in, registration and the session (issue 5).
export { registerOnlyMobile, resetPasswordByEmail } from './generated/wps/member/member';
export { sendSmsNoLogin } from './generated/wps/verification/verification';
export type { CaptchaValidation } from './generated/wps/wps.schemas';
export { captchaScriptUrl } from './auth-vendors';
export type { FirebaseWebConfig, PhoneCodeSession } from './firebase-auth';
export { currentRegistrationContext } from './registration';
/** Log out from anywhere (server, device, other tabs, cached data): what every logout button should call. */
export { endSession, startSession } from './session-actions';
export {
  BIND_CUSTOMER_REQUIRED,
  finishRedirectSignIn,
  hasPendingRedirect,
  signInByRedirect,
  signInThroughBridge,
  type SocialOutcome,
} from './social-sign-in';

// The session's idle and cross-tab watch and push registration run for as long as the app is open; every
// screen and the shell's overlays come through this door, so this is where they start.
import { startAuthRuntime } from './auth-runtime';

startAuthRuntime();

// The member areas' own lists (deposit and records; withdrawal, cards and payment password; account and identity).
export * from './areas/deposit';
export * from './areas/withdraw';
export * from './areas/account';
