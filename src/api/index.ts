// The app's door to the API: the calls of the shell and the public screens (the member areas have theirs in
// areas/). Generated code is regenerated at will, so the rest of src/ names only what these files re-export;
// a contract change that renames a hook then breaks one of them, not every feature.

export {
  ApiFailure,
  isApiFailure,
  settle,
  THROTTLE_CODE,
  type ApiFailureKind,
  type ApiResult,
} from './errors';
export type { RequestOptions } from './http';

export { logout, useLogout } from './generated/wps/session/session.logout';
export {
  getGetMemberInfoQueryKey,
  getMemberInfo,
  useGetMemberInfo,
} from './generated/wps/member/member.get-member-info';
export { updateLanguage } from './generated/wps/member/member.update-language';
export { getGetStatusQueryKey, getStatus, useGetStatus } from './generated/wps/system/system.get-status';
export { getLaunchGameQueryKey, launchGame, useLaunchGame } from './generated/wps/game/game.launch-game';
export {
  getAppVersion,
  getGetAppVersionQueryKey,
  useGetAppVersion,
} from './generated/wps/app/app.get-app-version';
export {
  getAnnouncements,
  getGetAnnouncementsQueryKey,
  useGetAnnouncements,
} from './generated/wps/content/content.get-announcements';
export {
  getGetTodayGamesQueryKey,
  getTodayGames,
  useGetTodayGames,
} from './generated/lgw/lotto/lotto.get-today-games';
export {
  getDrawHistory,
  getGetDrawHistoryQueryKey,
  useGetDrawHistory,
} from './generated/lgw/draw/draw.get-draw-history';
export {
  getGetWalletBalanceQueryKey,
  getWalletBalance,
  useGetWalletBalance,
} from './generated/wps/wallet/wallet.get-wallet-balance';
export { useWalletReturn, walletReturn } from './generated/wps/wallet/wallet.wallet-return';

export type {
  Announcements,
  LaunchGameParams,
  LaunchGameResponse,
  AppResource,
  BannerAnnouncement,
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
export type { TelemetryEntry } from './generated/wps/wps.schemas';

// The member areas' calls are not here but in their own doors, src/api/areas/<area>.ts (deposit and records;
// withdrawal, cards and payment password; account and identity), imported as '@/api/areas/<area>': a screen
// that imports this file would otherwise tie every area's code to the first page.
