import {
  getCaptchaHeader,
  sendSmsBody,
  sendSmsHeader,
  sendSmsNoLoginBody,
  sendSmsNoLoginHeader,
  sendSmsToVerifiedMobileBody,
  sendSmsToVerifiedMobileHeader,
  verifyCurrentMobileBody,
  verifyCurrentMobileHeader,
  verifySmsCodeBody,
  verifySmsCodeHeader,
} from '../../src/api/generated/wps-zod/verification/verification.zod';
import type { CaptchaValidation } from '../../src/api/generated/wps/wps.schemas';
import { findPlayerByMobile, updatePlayer } from '../db/players';
import { settings } from '../db/settings';
import { issueTicket, sendCode, spendCode, type SmsCode } from '../db/sms';
import { optionalPlayer } from '../lib/auth';
import { CAPTCHA_ID, captchaProblem } from '../lib/captcha';
import { clock } from '../lib/clock';
import { localMobile } from '../lib/mobile';
import { refuse } from '../lib/respond';
import { jsonBody, parse, parseHeaders } from '../lib/validate';
import { asPlayer, guarded } from './guard';
import { http } from './http';

/** With the sms-reveal scenario on, the code rides along in a header (for Playwright and curious devs). */
const revealHeaders = (sms: SmsCode): Record<string, string> =>
  settings.smsReveal ? { 'X-Mock-Sms-Code': sms.code } : {};

export function checkSmsCaptcha(captcha: CaptchaValidation | undefined): void {
  if (!settings.captchaSms) return;
  const problem = captchaProblem(captcha, clock.now());
  if (problem) refuse('CAPTCHA_INVALID', problem);
}

const BIND_PURPOSES = ['UPDATE_MOBILE', 'BIND_MOBILE'];

export const verificationHandlers = [
  // The captcha configuration the app reads before it opens a check: the vendor id (the status's too) and the
  // kind of check the operator has chosen, which the fake vendor's load call then receives as risk_type.
  http.get('/wps/captcha', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(getCaptchaHeader, request);
      return response(200).json({ captchaId: CAPTCHA_ID, riskType: settings.captchaRiskType });
    }),
  ),

  http.post('/wps/v2/verification/sms/noLogin', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(sendSmsNoLoginHeader, request);
      const body = parse(sendSmsNoLoginBody, await jsonBody(request));
      checkSmsCaptcha(body.captcha);
      const type = findPlayerByMobile(body.countryDialingCode, body.mobileNum) ? 'login' : 'register';
      const sms = await sendCode(body.countryDialingCode, body.mobileNum, type, clock.now());
      return response(200).json({ expirationTime: sms.expiresAt, type }, { headers: revealHeaders(sms) });
    }),
  ),

  http.post('/wps/v2/verification/sms/send-verified', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(sendSmsToVerifiedMobileHeader, request);
      const body = parse(sendSmsToVerifiedMobileBody, await jsonBody(request));
      checkSmsCaptcha(body.captcha);
      if (!player.mobile) refuse('MOBILE_NOT_SET', 'Please bind a mobile number first');
      if (!player.mobileVerified) refuse('MOBILE_NOT_VERIFIED', 'Your mobile number is not verified yet');
      const sms = await sendCode(player.countryDialingCode, player.mobile, body.purpose, now);
      return response(200).json({ expirationTime: sms.expiresAt }, { headers: revealHeaders(sms) });
    }),
  ),

  http.post('/wps/v2/verification/sms/send', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(sendSmsHeader, request);
      const body = parse(sendSmsBody, await jsonBody(request));
      checkSmsCaptcha(body.captcha);
      const owner = findPlayerByMobile(body.countryDialingCode, body.mobileNum);
      const me = optionalPlayer(request);
      // The contract declares this call public, so the app sends no token: a number that belongs to an
      // unverified account may still get its code (that is how the account verifies it).
      const taken = owner && (me ? owner.id !== me.id : owner.mobileVerified);
      if (BIND_PURPOSES.includes(body.purpose) && taken)
        refuse('MOBILE_EXISTS', 'This mobile number is already used by another account');
      if (body.purpose === 'UPDATE_MOBILE' && !settings.updateMobile)
        refuse('FUNCTION_DISABLED', 'Changing the mobile number is not enabled, contact customer service');
      const sms = await sendCode(body.countryDialingCode, body.mobileNum, body.purpose, clock.now());
      return response(200).json({ expirationTime: sms.expiresAt }, { headers: revealHeaders(sms) });
    }),
  ),

  http.post('/wps/v2/verification/sms/verify-current', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(verifyCurrentMobileHeader, request);
      const body = parse(verifyCurrentMobileBody, await jsonBody(request));
      if (!player.mobile) refuse('MOBILE_NOT_SET', 'Please bind a mobile number first');
      await spendCode(player.countryDialingCode, player.mobile, [body.purpose], body.verificationCode, now);
      return response(200).json({ verified: true, ticket: await issueTicket(player.id, body.purpose, now) });
    }),
  ),

  // Public (a logged-out player may verify a number), but when a logged-in player verifies a number for
  // BIND_MOBILE / UPDATE_MOBILE it becomes that player's verified mobile.
  http.post('/wps/v2/verification/sms/verify', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(verifySmsCodeHeader, request);
      const body = parse(verifySmsCodeBody, await jsonBody(request));
      const now = clock.now();
      await spendCode(body.countryDialingCode, body.mobileNum, [body.purpose], body.verificationCode, now);
      const me = optionalPlayer(request);
      const owner = findPlayerByMobile(body.countryDialingCode, body.mobileNum);
      const target = me && BIND_PURPOSES.includes(body.purpose) ? me : owner;
      if (target && (!owner || owner.id === target.id))
        await updatePlayer(target.id, (p) => {
          p.countryDialingCode = body.countryDialingCode;
          p.mobile = localMobile(body.countryDialingCode, body.mobileNum);
          p.mobileVerified = true;
        });
      const ticket = target ? await issueTicket(target.id, body.purpose, now) : undefined;
      return response(200).json({ verified: true, ...(ticket ? { ticket } : {}) });
    }),
  ),
];
