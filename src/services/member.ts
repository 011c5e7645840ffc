import type { MemberInfo } from '@/api';
import type { Member } from '@/state/member';

/** The member response as the device keeps it (product spec section 3, Member). */
export function memberFromInfo(info: MemberInfo): Member {
  return {
    customerId: String(info.id),
    username: info.account,
    nickname: info.nickname ?? '',
    email: info.email ?? '',
    mobile: info.mobile ?? '',
    mobileVerified: info.mobileVerified,
    payee: info.payee ?? '',
    // The avatar comes from its own call, loaded by the screens that show it.
    avatarData: null,
  };
}
