import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { settle } from '@/api';
import { login, registerOnlyMobile } from '@/api/areas/sign-in';
import type { SubmitOutcome } from '@/components/form';
import { currentRegistrationContext } from '@/services/registration';
import { startSession } from '@/services/session-actions';
import { BIND_CUSTOMER_REQUIRED } from '@/services/social-sign-in';
import { phoneAuthProblem } from '@/lib/phone-auth-errors';
import { randomPassword } from '@/lib/random-password';
import { dismissToast, showToast } from '@/state/ui';
import type { SentCode } from './use-phone-code';

/** Spec section 9: the login's loading toast lasts at most 10 s. */
const LOADING_MS = 10_000;

interface Issued {
  token?: string;
  firstTimeLogin?: boolean;
}

/**
 * Finishes the phone flow (spec section 4): a number without an account registers (mobile only, with a
 * random password the player never needs, logged in at once); a known number logs in with its code, when
 * the white label allows SMS-code login. Third-party phone auth trades the code for a token first. Then the
 * member is loaded and the player goes home.
 */
export function usePhoneSubmit(smsCodeLogin: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const registerMobile = (sent: SentCode, code: string, firebaseIdToken?: string) =>
    settle(
      registerOnlyMobile(
        {
          ...currentRegistrationContext(),
          countryDialingCode: sent.dialCode,
          mobileNum: sent.mobileNum,
          password: randomPassword(12),
          verificationCode: code,
          firebaseIdToken,
          login: true,
          lottoArea: 'PL',
        },
        { silent: true },
      ),
    );

  /** What the server issued, or why not. */
  async function issue(
    sent: SentCode,
    code: string,
  ): Promise<{ issued: Issued } | { refused: SubmitOutcome }> {
    if (sent.via === 'sms') {
      if (sent.type === 'register') {
        const registered = await registerMobile(sent, code);
        if (registered.success) return { issued: registered.data };
        return { refused: registered };
      }
      if (!smsCodeLogin)
        return {
          refused: { text: t('sms_login_disabled'), link: { to: '/login', label: t('login_with_password') } },
        };
      const loggedIn = await settle(
        login(
          {
            type: 'sms',
            username: sent.mobileNum,
            password: code,
            countryDialingCode: sent.dialCode,
            lottoArea: 'PL',
            channel: 'MOBILE',
          },
          { silent: true },
        ),
      );
      if (loggedIn.success) return { issued: loggedIn.data };
      return { refused: loggedIn };
    }

    let idToken: string;
    try {
      idToken = await sent.session.confirm(code);
    } catch (error) {
      const problem = phoneAuthProblem(error);
      return { refused: { text: t(problem.messageKey), code: problem.code, reason: problem.reason } };
    }
    const loggedIn = await settle(
      login(
        {
          type: 'firebase',
          firebaseChannel: 'PHONE',
          firebaseIdToken: idToken,
          firebaseMobileNo: sent.e164,
          countryDialingCode: sent.dialCode,
          lottoArea: 'PL',
          channel: 'MOBILE',
        },
        { silent: true },
      ),
    );
    if (loggedIn.success) return { issued: loggedIn.data };
    if (loggedIn.code !== BIND_CUSTOMER_REQUIRED) {
      return { refused: loggedIn };
    }
    // A verified number with no account yet: register it with the same token.
    const registered = await registerMobile(sent, code, idToken);
    if (registered.success) return { issued: registered.data };
    return { refused: registered };
  }

  return async (sent: SentCode, code: string): Promise<SubmitOutcome> => {
    const toastId = showToast('loading', { kind: 'loading', durationMs: LOADING_MS });
    try {
      const outcome = await issue(sent, code.trim());
      if ('refused' in outcome) return outcome.refused;
      try {
        await startSession(outcome.issued, queryClient);
      } catch {
        // An answer without a token: the contract promises one with login true, so this is the server's bug.
        return { text: t('in_unknown_error') };
      }
      void navigate('/', { replace: true });
    } finally {
      dismissToast(toastId);
    }
  };
}
