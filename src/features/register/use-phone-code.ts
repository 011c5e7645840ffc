import { useState, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settle, THROTTLE_CODE } from '@/api';
import { sendSmsNoLogin, type CaptchaValidation } from '@/api/areas/sign-in';
import { useSingleFlight, type SubmitOutcome } from '@/components/form';
import { useCaptchaCheck } from '@/services/captcha-check';
import type { FirebaseWebConfig, PhoneCodeSession } from '@/services/firebase-auth';
import type { PhoneCheck } from '@/lib/phone';
import { isThrottle, phoneAuthProblem } from '@/lib/phone-auth-errors';
import { PHONE_AUTH_RESEND_MS, secondsLeft, smsResendAt } from '@/lib/resend-countdown';
import { reportCaptchaProblem } from '@/state/captcha-gate';
import { clockNow, subscribeClock } from '@/state/clock';
import { preferences } from '@/state/preferences';
import { blockSending, sendThrottle } from '@/state/send-throttle';

/** A code on its way to a number: by our server's SMS, or by third-party phone auth. */
export type SentCode =
  | {
      via: 'sms';
      dialCode: string;
      mobileNum: string;
      e164: string;
      type: 'register' | 'login';
      resendAt: number;
    }
  | {
      via: 'phone-auth';
      dialCode: string;
      mobileNum: string;
      e164: string;
      session: PhoneCodeSession;
      resendAt: number;
    };

export interface PhoneCodeOptions {
  firebase: FirebaseWebConfig | null;
  captchaSms: boolean;
  captchaId: string;
  /** Hosts the phone-auth provider's invisible reCAPTCHA. */
  verifierHost: RefObject<HTMLElement | null>;
}

/** A code on its way, or what the form should say about why not (nothing for a closed captcha). */
export type SendOutcome = 'sent' | SubmitOutcome;

/**
 * Sends the code (spec section 4): active only for a valid number with no countdown running; the countdown
 * ends at the server's expirationTime + 5 s (phone auth: a fixed minute); "too many requests" blocks
 * sending for 5 minutes.
 */
export function usePhoneCode({ firebase, captchaSms, captchaId, verifierHost }: PhoneCodeOptions) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<SentCode | null>(null);
  // One send at a time: a double tap would cost two texts, two of the few sends a number is allowed before it
  // is throttled.
  const flight = useSingleFlight();
  const { blockedUntil } = useSnapshot(sendThrottle);
  const now = useSyncExternalStore(subscribeClock, clockNow);
  const cooldown = secondsLeft(sent?.resendAt ?? null, now);
  const blocked = secondsLeft(blockedUntil, now);
  // The captcha in front of our own SMS (phone auth has its own) loads with the screen, so it opens at once
  // on "send code".
  const humanCheck = useCaptchaCheck({ on: captchaSms && !firebase, captchaId });

  const send = async (phone: PhoneCheck, dialCode: string): Promise<SendOutcome> =>
    flight.run(() => sendOnce(phone, dialCode));

  const sendOnce = async (phone: PhoneCheck, dialCode: string): Promise<SendOutcome> => {
    if (firebase) {
      const host = verifierHost.current;
      if (!host) return null;
      try {
        const { sendPhoneCode } = await import('@/services/firebase-auth');
        const session = await sendPhoneCode(firebase, phone.e164, host, preferences.language);
        const resendAt = Date.now() + PHONE_AUTH_RESEND_MS;
        setSent({
          via: 'phone-auth',
          dialCode,
          mobileNum: phone.mobileNum,
          e164: phone.e164,
          session,
          resendAt,
        });
        return 'sent';
      } catch (error) {
        const problem = phoneAuthProblem(error);
        if (isThrottle(problem)) blockSending();
        return { text: t(problem.messageKey), code: problem.code, reason: problem.reason };
      }
    }
    let captcha: CaptchaValidation | undefined;
    if (humanCheck.on) {
      try {
        captcha = await humanCheck.verify();
      } catch (error) {
        reportCaptchaProblem(error);
        return null;
      }
    }
    // Silent: the form says a refusal itself, on the form.
    const result = await settle(
      sendSmsNoLogin({ countryDialingCode: dialCode, mobileNum: phone.mobileNum, captcha }, { silent: true }),
    );
    if (!result.success) {
      if (result.code === THROTTLE_CODE || result.status === 429) blockSending();
      return result;
    }
    const { expirationTime, type } = result.data;
    setSent({
      via: 'sms',
      dialCode,
      mobileNum: phone.mobileNum,
      e164: phone.e164,
      type,
      resendAt: smsResendAt(expirationTime),
    });
    return 'sent';
  };

  return { sent, sending: flight.busy, cooldown, blocked, send };
}
