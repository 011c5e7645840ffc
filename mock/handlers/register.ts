import {
  registerAutoUsernameBody,
  registerAutoUsernameHeader,
  registerBody,
  registerHeader,
  registerOnlyMobileBody,
  registerOnlyMobileHeader,
} from '../../src/api/generated/wps-zod/member/member.zod';
import type { CaptchaValidation } from '../../src/api/generated/wps/wps.schemas';
import {
  assertMobileFree,
  assertSocialFree,
  assertUsernameFree,
  createPlayer,
  generatedUsername,
  type NewAccount,
} from '../db/accounts';
import type { Player } from '../db/players';
import { settings } from '../db/settings';
import { spendCode } from '../db/sms';
import { captchaProblem } from '../lib/captcha';
import { clock } from '../lib/clock';
import { readEncrypted } from '../lib/encrypted';
import { readFirebaseToken, type FirebaseChannel } from '../lib/firebase';
import { localMobile } from '../lib/mobile';
import { refuse } from '../lib/respond';
import { parse, parseHeaders } from '../lib/validate';
import { guarded } from './guard';
import { http } from './http';
import { logIn } from './session';

// The three registrations. A mobile number is verified by its SMS code (type register), or by a fake Firebase
// phone token when Status.sms.firebase is on; a social sign-in that answered bind_customer_required registers
// with its token, which links the social account to the new player.

interface Common {
  countryDialingCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  firebaseIdToken?: string;
  firebaseChannel?: FirebaseChannel;
  captcha?: CaptchaValidation;
  login: boolean;
  registerMethod: string;
}

async function verifiedParts(body: Common, now: number): Promise<Partial<NewAccount>> {
  if (settings.captchaRegister) {
    const problem = captchaProblem(body.captcha, now);
    if (problem) refuse('CAPTCHA_INVALID', problem);
  }
  const parts: Partial<NewAccount> = {};
  const dial = body.countryDialingCode ?? '63';
  if (body.firebaseIdToken) {
    const identity = readFirebaseToken(body.firebaseIdToken, body.firebaseChannel ?? 'PHONE');
    if (identity.channel === 'PHONE') {
      if (body.mobileNum && localMobile(dial, body.mobileNum) !== localMobile(dial, identity.subject))
        refuse('auth/invalid-credential', 'The sign-in token is for another phone number');
      Object.assign(parts, {
        countryDialingCode: dial,
        mobile: localMobile(dial, identity.subject),
        mobileVerified: true,
      });
    } else {
      parts.socialId = `${identity.channel}:${identity.subject}`;
      assertSocialFree(parts.socialId);
    }
  }
  if (body.mobileNum && !parts.mobile) {
    if (body.verificationCode)
      await spendCode(dial, body.mobileNum, ['register'], body.verificationCode, now);
    Object.assign(parts, {
      countryDialingCode: dial,
      mobile: localMobile(dial, body.mobileNum),
      mobileVerified: Boolean(body.verificationCode),
    });
  }
  if (parts.mobile) assertMobileFree(dial, parts.mobile);
  return parts;
}

async function answer(player: Player, login: boolean) {
  return login ? { username: player.username, ...(await logIn(player)) } : { username: player.username };
}

export const registerHandlers = [
  http.put('/wps/member/register', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(registerHeader, request);
      const body = parse(registerBody, await readEncrypted(request));
      assertUsernameFree(body.username);
      const parts = await verifiedParts(body, clock.now());
      const player = await createPlayer(
        {
          ...parts,
          username: body.username,
          password: body.password,
          nickname: body.nickname,
          registerMethod: body.registerMethod,
        },
        clock.now(),
      );
      return response(200).json(await answer(player, body.login));
    }),
  ),

  http.put('/wps/member/register/autoUsername', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(registerAutoUsernameHeader, request);
      const body = parse(registerAutoUsernameBody, await readEncrypted(request));
      const parts = await verifiedParts(body, clock.now());
      const username = generatedUsername(parts.mobile);
      const player = await createPlayer(
        { ...parts, username, password: body.password, registerMethod: body.registerMethod },
        clock.now(),
      );
      return response(200).json(await answer(player, body.login));
    }),
  ),

  http.put('/wps/member/register/onlyMobile', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(registerOnlyMobileHeader, request);
      const body = parse(registerOnlyMobileBody, await readEncrypted(request));
      const now = clock.now();
      assertMobileFree(body.countryDialingCode, body.mobileNum);
      const viaFirebase = settings.firebasePhoneAuth && body.firebaseIdToken;
      const parts = await verifiedParts(
        viaFirebase ? { ...body, firebaseChannel: 'PHONE' } : { ...body, firebaseIdToken: undefined },
        now,
      );
      if (!parts.mobileVerified)
        refuse('INVALID_VERIFICATION_CODE', 'The verification code is not valid or missing');
      const player = await createPlayer(
        {
          ...parts,
          username: generatedUsername(parts.mobile),
          password: body.password,
          registerMethod: body.registerMethod,
        },
        now,
      );
      return response(200).json(await answer(player, body.login));
    }),
  ),
];
