import {
  getMemberInfoHeader,
  getPlayerAvatarHeader,
  getSecurityConfigHeader,
  updateEmailBody,
  updateEmailHeader,
  updateLanguageBody,
  updateLanguageHeader,
  updateMemberInfoBody,
  updateMemberInfoHeader,
  updateNicknameBody,
  updateNicknameHeader,
  uploadPlayerAvatarBody,
  uploadPlayerAvatarHeader,
} from '../../src/api/generated/wps-zod/member/member.zod';
import type { MemberInfo, SecurityConfig } from '../../src/api/generated/wps/wps.schemas';
import { storeAvatar } from '../db/avatars';
import { cardsOf } from '../db/bank-cards';
import { updatePlayer, type Player } from '../db/players';
import { PROFILE_ICON_COUNT } from '../db/status';
import { refuse } from '../lib/respond';
import { jsonBody, parse, parseHeaders } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

export const toMemberInfo = (p: Player): MemberInfo => ({
  id: Number(p.id),
  account: p.username,
  nickname: p.nickname || null,
  payee: p.payee || null,
  mobileVerified: p.mobileVerified,
  email: p.email || null,
  mobile: p.mobile || null,
});

/** Derived from the player's real state, so completing a step in the app completes it here. */
export function securityConfig(p: Player): SecurityConfig {
  const cards = cardsOf(p.id);
  const item = (isComplete: boolean, enabled = true) => ({ enabled, isComplete: enabled && isComplete });
  return {
    bankCards: item(cards.some((c) => c.type === 'BANK')),
    bindGA: item(false, false),
    idVerification: item(p.kycStatus === 'APPROVED'),
    profile: item(Boolean(p.nickname && p.email)),
    paymentPassword: item(Boolean(p.paymentPassword)),
    mobileVerified: item(p.mobileVerified),
    qqNum: item(false, false),
    payeeName: item(Boolean(p.payee)),
    mobileNum: item(Boolean(p.mobile)),
    virtualWallets: item(cards.some((c) => c.type === 'EWALLET')),
    loginPassword: item(true),
    nickname: item(Boolean(p.nickname)),
    securityQuestions: item(false, false),
    email: item(Boolean(p.email)),
  };
}

function cleanNickname(value: string): string {
  const nickname = value.trim().replace(/\s+/g, ' ');
  if (nickname.length < 1 || nickname.length > 20)
    refuse('INVALID_NICKNAME', 'Please enter 1 - 20 characters');
  if (/[<>]/.test(nickname)) refuse('INVALID_NICKNAME', 'The nickname may not contain < or >');
  return nickname;
}

/** The spec says the client encodes the address; accept it plain, URI-encoded or base64. */
function decodeMail(value: string): string {
  const plain = value.trim();
  if (plain.includes('@')) return plain;
  try {
    const uri = decodeURIComponent(plain);
    if (uri.includes('@')) return uri;
  } catch {
    // not URI-encoded
  }
  try {
    return atob(plain);
  } catch {
    return plain;
  }
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/;

export const memberHandlers = [
  http.get('/wps/member/info', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getMemberInfoHeader, request);
      return response(200).json(toMemberInfo(player));
    }),
  ),

  http.post('/wps/member/info', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(updateMemberInfoHeader, request);
      const raw = await jsonBody(request);
      const body = raw === undefined ? {} : parse(updateMemberInfoBody, raw);
      const nickname = body.nickname !== undefined ? cleanNickname(body.nickname) : undefined;
      const payee = body.payee?.trim();
      if (payee !== undefined && player.payee && payee !== player.payee)
        refuse('PAYEE_LOCKED', 'The payee name cannot be changed once set, contact customer service');
      if (payee !== undefined && (payee.length < 2 || /[<>]/.test(payee)))
        refuse('INVALID_PAYEE_NAME', 'Please enter the account holder name');
      const next = await updatePlayer(player.id, (p) => {
        if (nickname !== undefined) p.nickname = nickname;
        if (payee !== undefined) p.payee = payee;
      });
      return response(200).json(toMemberInfo(next));
    }),
  ),

  http.post('/wps/member/info/email', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(updateEmailHeader, request);
      const mail = decodeMail(parse(updateEmailBody, await jsonBody(request)).mail);
      if (!EMAIL.test(mail) || mail.length > 100)
        refuse('INVALID_EMAIL', 'Please enter a valid e-mail address');
      await updatePlayer(player.id, (p) => {
        p.email = mail;
      });
      return response(200).json({ success: true });
    }),
  ),

  http.post('/wps/member/info/nickname', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(updateNicknameHeader, request);
      const nickname = cleanNickname(parse(updateNicknameBody, await jsonBody(request)).nickname);
      await updatePlayer(player.id, (p) => {
        p.nickname = nickname;
      });
      return response(200).json({ success: true });
    }),
  ),

  http.get('/wps/v2/member/securityConfig', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getSecurityConfigHeader, request);
      return response(200).json(securityConfig(player));
    }),
  ),

  http.put('/wps/member/language', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(updateLanguageHeader, request);
      const { language } = parse(updateLanguageBody, await jsonBody(request));
      await updatePlayer(player.id, (p) => {
        p.language = language;
      });
      return response(200).json({ success: true });
    }),
  ),

  http.get('/wps/relay/MCSFE_getPlayerAvatar', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getPlayerAvatarHeader, request);
      return response(200).json({
        avatarType: player.avatarType === 'CUSTOM' ? 'CUSTOM' : 'STATIC',
        avatar: player.avatar,
      });
    }),
  ),

  http.post('/wps/relay/MCSFE_uploadPlayerAvatar', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(uploadPlayerAvatarHeader, request);
      const body = parse(uploadPlayerAvatarBody, await jsonBody(request));
      let avatar = body.avatar.trim();
      if (body.avatarType === 'STATIC') {
        const n = Number(avatar);
        if (!Number.isInteger(n) || n < 1 || n > PROFILE_ICON_COUNT)
          refuse('INVALID_AVATAR', `Choose an icon from 1 to ${PROFILE_ICON_COUNT}`);
        avatar = String(n);
      } else {
        avatar = await storeAvatar(player.id, avatar);
      }
      const next = await updatePlayer(player.id, (p) => {
        p.avatarType = body.avatarType;
        p.avatar = avatar;
      });
      return response(200).json({ avatarType: body.avatarType, avatar: next.avatar });
    }),
  ),
];
