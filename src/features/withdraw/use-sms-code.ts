import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '@/api';
import { sendSmsToVerifiedMobile } from '@/api/areas/withdraw';
import { failureMessage } from '@/lib/forms/failure-message';
import { FUNDS_WORDS } from '@/lib/funds-forms';
import { secondsLeft, smsResendAt } from '@/lib/resend-countdown';
import { useNow } from '@/state/clock';

/** The "send code" button of a withdrawal that needs an SMS check: one code to the verified mobile. */
export function useWithdrawSmsCode() {
  const { t } = useTranslation();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const now = useNow();
  const wait = secondsLeft(resendAt, now);

  const send = async () => {
    if (sending || wait > 0) return;
    setSending(true);
    setProblem(null);
    const result = await settle(sendSmsToVerifiedMobile({ purpose: 'WITHDRAW' }, { silent: true }));
    setSending(false);
    if (!result.success) {
      setProblem(failureMessage(result, t, FUNDS_WORDS));
      return;
    }
    setSent(true);
    setResendAt(smsResendAt(result.data.expirationTime));
  };

  return { send, sending, wait, sent, problem };
}
