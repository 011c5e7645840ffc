// The account area's calls and types, imported as '@/api/areas/account' (each member area has its own door, so
// none of them weighs on the first page): the member home, profile (nickname, account name, e-mail, avatar), login password,
// phone verification, KYC and the security centre. A name another area also re-exports is the same binding, so
// the lists never clash. The member home's wallet details (consolidated funds) are here too.
export {
  changePassword,
  getGetIdImageQueryKey,
  getGetPlayerAvatarQueryKey,
  getGetSecurityConfigQueryKey,
  getIdImage,
  updateEmail,
  updateMemberInfo,
  updateNickname,
  uploadIdImage,
  uploadPlayerAvatar,
  useGetIdImage,
  useGetPlayerAvatar,
  useGetSecurityConfig,
} from '../generated/wps/member/member';
export { useGetHelpCenter } from '../generated/wps/system/system';
export { getGetConsolidatedFundsQueryKey, useGetConsolidatedFunds } from '../generated/wps/wallet/wallet';
export {
  sendSms,
  sendSmsToVerifiedMobile,
  verifyCurrentMobile,
  verifySmsCode,
} from '../generated/wps/verification/verification';
export {
  type Avatar,
  type ConsolidatedFunds,
  type WalletItem,
  type HelpCenterItem,
  type AvatarType,
  type IdImageInfo,
  type IdImageUploadRequest,
  type IdType,
  type KycStatus,
  type SecurityConfig,
  type SecurityConfigItem,
  type SmsPurpose,
} from '../generated/wps/wps.schemas';
