import {
  getRsaKeyHeader,
  loginBody,
  loginHeader,
  logoutHeader,
} from '../../src/api/generated/wps-zod/session/session.zod';
import { z } from 'zod';
import type { LoginRequest } from '../../src/api/generated/wps/wps.schemas';
import { findPlayerByMobile, findPlayerByUsername, players, updatePlayer, type Player } from '../db/players';
import { assertMayPlay } from '../db/responsible';
import { settings } from '../db/settings';
import { spendCode } from '../db/sms';
import { authenticate, issueToken, revokeToken } from '../lib/auth';
import { captchaProblem } from '../lib/captcha';
import { clock } from '../lib/clock';
import { readEncrypted } from '../lib/encrypted';
import { readFirebaseToken } from '../lib/firebase';
import { MOCK_PUBLIC_KEY } from '../lib/keys';
import { refuse } from '../lib/respond';
import { parse, parseHeaders } from '../lib/validate';
import { guarded } from './guard';
import { http } from './http';

/** The public key as the contract describes it: base64 DER (SPKI) without PEM armour. */
const publicKeyBase64 = MOCK_PUBLIC_KEY.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');

export const BIND_CUSTOMER_REQUIRED = 'bind_customer_required';

// Every login variant names the lottery area and the channel (product spec section 3). Checked before the
// variants, whose failed union would only say "Invalid input", so a client that leaves one out is told which.
const loginContext = z.object({ lottoArea: z.literal('PL'), channel: z.literal('MOBILE') });

/** The player a login body names, after checking its secret (password, SMS code or sign-in token). */
async function playerFor(payload: LoginRequest, now: number): Promise<Player> {
  if (payload.type === 'password') {
    if (settings.captchaLogin) {
      const problem = captchaProblem(payload.captcha, now);
      if (problem) refuse('CAPTCHA_INVALID', problem);
    }
    const player = findPlayerByUsername(payload.username);
    if (!player || player.password !== payload.password)
      refuse('LOGIN_FAILED', 'Incorrect username or password');
    return player;
  }
  if (payload.type === 'sms') {
    if (!settings.smsCodeLogin) refuse('FUNCTION_DISABLED', 'Login with a verification code is not enabled');
    await spendCode(
      payload.countryDialingCode,
      payload.username,
      ['login', 'register'],
      payload.password,
      now,
    );
    const player = findPlayerByMobile(payload.countryDialingCode, payload.username);
    if (!player) refuse('MOBILE_NOT_REGISTERED', 'This mobile number has no account yet, please register');
    return updatePlayer(player.id, (p) => {
      p.mobileVerified = true;
    });
  }
  const identity = readFirebaseToken(payload.firebaseIdToken, payload.firebaseChannel);
  if (identity.channel === 'PHONE') {
    if (payload.firebaseMobileNo && payload.firebaseMobileNo.replace(/\s/g, '') !== identity.subject)
      refuse('auth/invalid-credential', 'The sign-in token is for another phone number');
    const player = findPlayerByMobile(payload.countryDialingCode ?? '63', identity.subject);
    if (!player) refuse(BIND_CUSTOMER_REQUIRED, 'Please bind a customer account first');
    return updatePlayer(player.id, (p) => {
      p.mobileVerified = true;
    });
  }
  const socialId = `${identity.channel}:${identity.subject}`;
  const player = players.findFirst((q) => q.where((p) => p.socialIds.includes(socialId)));
  if (!player) refuse(BIND_CUSTOMER_REQUIRED, 'Please bind a customer account first');
  return player;
}

/** Logs a player in: a new token (ending any other session) and whether this is the first login. */
export async function logIn(player: Player): Promise<{ token: string; firstTimeLogin: boolean }> {
  const firstTimeLogin = !player.hasLoggedIn;
  await updatePlayer(player.id, (p) => {
    p.hasLoggedIn = true;
  });
  return { token: await issueToken(player), firstTimeLogin };
}

export const sessionHandlers = [
  http.get('/wps/session/key/rsa', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(getRsaKeyHeader, request);
      return response(200).json({ publicKey: publicKeyBase64 });
    }),
  ),

  http.post('/wps/session/login', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(loginHeader, request);
      const body = await readEncrypted(request);
      parse(loginContext, body);
      const payload = parse(loginBody, body);
      const player = await playerFor(payload, clock.now());
      // A player in a time-out or self-excluded is told until when (403), whatever the way of signing in.
      assertMayPlay(player.id, clock.now());
      return response(200).json(await logIn(player));
    }),
  ),

  http.delete('/wps/session/logout', ({ request, response }) =>
    guarded(async () => {
      const auth = authenticate(request);
      if ('response' in auth) return auth.response;
      parseHeaders(logoutHeader, request);
      revokeToken(auth.token);
      return response(200).json({ success: true });
    }),
  ),
];
