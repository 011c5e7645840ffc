import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settle, THROTTLE_CODE, type ApiResult } from '@/api';
import { type CaptchaValidation } from '@/api/areas/sign-in';
import { ACCOUNT_WORDS } from '@/lib/account-errors';
import { failureMessage } from '@/lib/forms/failure-message';
import { useCaptchaCheck } from '@/services/captcha-check';
import { formatWait, secondsLeft, smsResendAt } from '@/lib/resend-countdown';
import { reportCaptchaProblem } from '@/state/captcha-gate';
import { useNow } from '@/state/clock';
import { blockSending, sendThrottle } from '@/state/send-throttle';

export interface SmsSenderOptions {
  captchaSms: boolean;
  captchaId: string;
}

/**
 * Sending an SMS code from a logged-in screen, as the register screen does (spec sections 4, 8 and 9): the
 * button rests until the server's expirationTime + 5 s, "too many requests" blocks sending for 5 minutes on
 * this device, and the captcha runs first when the status asks for it.
 */
export function useSmsSender({ captchaSms, captchaId }: SmsSenderOptions) {
  const { t } = useTranslation();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const { blockedUntil } = useSnapshot(sendThrottle);
  const now = useNow();
  const cooldown = secondsLeft(resendAt, now);
  const blocked = secondsLeft(blockedUntil, now);

  // The captcha script and its configuration load with the screen, so the check opens at once on "send code".
  const humanCheck = useCaptchaCheck({ on: captchaSms, captchaId });

  /** Sends; resolves with the refusal to show (null when the code is on its way or the captcha was closed). */
  const send = async (
    call: (captcha: CaptchaValidation | undefined) => Promise<{ expirationTime: number }>,
  ): Promise<{ sent: boolean; problem: string | null }> => {
    setSending(true);
    try {
      let captcha: CaptchaValidation | undefined;
      if (humanCheck.on) {
        try {
          captcha = await humanCheck.verify();
        } catch (error) {
          reportCaptchaProblem(error);
          return { sent: false, problem: null };
        }
      }
      const result: ApiResult<{ expirationTime: number }> = await settle(call(captcha));
      if (!result.success) {
        if (result.code === THROTTLE_CODE || result.status === 429) blockSending();
        return { sent: false, problem: failureMessage(result, t, ACCOUNT_WORDS) };
      }
      setResendAt(smsResendAt(result.data.expirationTime));
      return { sent: true, problem: null };
    } finally {
      setSending(false);
    }
  };

  const label =
    blocked > 0
      ? t('send_code_blocked', { wait: formatWait(blocked) })
      : cooldown > 0
        ? t('send_code_wait', { seconds: cooldown })
        : resendAt !== null
          ? t('send_code_again')
          : t('send_code');

  return { send, sending, cooldown, blocked, label, canSend: !sending && cooldown === 0 && blocked === 0 };
}
