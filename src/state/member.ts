import { proxy } from 'valtio';
import { storage } from '@/lib/storage';
import { onSessionEvent, session } from './session';

export interface AvatarData {
  avatar: string;
  avatarType: string;
}

/** The player as kept on the device (product spec: Member). */
export interface Member {
  customerId: string;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  mobileVerified: boolean;
  payee: string;
  avatarData: AvatarData | null;
}

const KEY = 'lotto.member';

export const memberStore = proxy({ member: storage.getJson<Member>(KEY) });

export function setMember(member: Member): void {
  memberStore.member = member;
  storage.setJson(KEY, member);
}

export function clearMember(): void {
  memberStore.member = null;
  storage.remove(KEY);
}

onSessionEvent((event) => {
  if (event.type !== 'loggedIn' && event.type !== 'touched') clearMember();
});

// A member left behind by an expired or cleared session is personal data with no owner: drop it at start.
if (!session.isLoggedIn) clearMember();
