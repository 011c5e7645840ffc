import { refuse } from '../lib/respond';
import { findPlayerByMobile, findPlayerByUsername, players, type Player } from './players';
import { nextId } from './store';

// New accounts made by the three register calls.

export interface NewAccount {
  username: string;
  password: string;
  nickname?: string;
  countryDialingCode?: string;
  mobile?: string;
  mobileVerified?: boolean;
  socialId?: string;
  registerMethod: string;
}

export function assertUsernameFree(username: string): void {
  if (findPlayerByUsername(username)) refuse('USERNAME_EXISTS', 'This username is already taken');
}

export function assertMobileFree(countryDialingCode: string, mobile: string): void {
  if (findPlayerByMobile(countryDialingCode, mobile))
    refuse('MOBILE_EXISTS', 'This mobile number is already registered, please log in');
}

export function assertSocialFree(socialId: string): void {
  if (players.findFirst((q) => q.where((p) => p.socialIds.includes(socialId))))
    refuse('SOCIAL_ALREADY_BOUND', 'This account is already linked to another player');
}

/** A free generated username: ph + the mobile number when there is one, else pl + a running number. */
export function generatedUsername(mobile?: string): string {
  if (mobile && !findPlayerByUsername(`ph${mobile}`)) return `ph${mobile}`;
  let candidate = '';
  do candidate = `pl${nextId('autoUsername', 20_260_001)}`;
  while (findPlayerByUsername(candidate));
  return candidate;
}

export async function createPlayer(account: NewAccount, now: number): Promise<Player> {
  return players.create({
    id: String(nextId('player', 10_000_101)),
    username: account.username,
    password: account.password,
    nickname: account.nickname ?? '',
    email: '',
    countryDialingCode: account.countryDialingCode ?? '63',
    mobile: account.mobile ?? '',
    mobileVerified: account.mobileVerified ?? false,
    payee: '',
    kycStatus: 'NOT_SET',
    balanceMilli: 0,
    avatarType: 'STATIC',
    avatar: String(1 + (Number(now) % 12)),
    hasLoggedIn: false,
    socialIds: account.socialId ? [account.socialId] : [],
    registerMethod: account.registerMethod,
    createdAt: now,
    note: 'registered through the API',
  });
}
