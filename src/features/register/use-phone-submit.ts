import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { login, registerOnlyMobile, settle, type ApiFailure } from '@/api';
import { currentRegistrationContext } from '@/services/registration';
import { startSession } from '@/services/session-actions';
import { BIND_CUSTOMER_REQUIRED } from '@/services/social-sign-in';
import { phoneAuthProblem } from '@/lib/phone-auth-errors';
import { randomPassword } from '@/lib/random-password';
import { dismissToast, showToast } from '@/state/ui';
import { callProblem } from './call-problem';
import type { AlertText } from './form-alert';
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
export function usePhoneSubmit(smsCodeLogin: boolean, onProblem: (problem: AlertText | null) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const refused = (failure: ApiFailure): AlertText => callProblem(failure, t);

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

  /** What the server issued, or null after telling the player why not. */
  async function issue(sent: SentCode, code: string): Promise<Issued | null> {
    if (sent.via === 'sms') {
      if (sent.type === 'register') {
        const registered = await registerMobile(sent, code);
        if (registered.success) return registered.data;
        onProblem(refused(registered));
        return null;
      }
      if (!smsCodeLogin) {
        onProblem({ text: t('sms_login_disabled'), link: { to: '/login', label: t('login_with_password') } });
        return null;
      }
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
      if (loggedIn.success) return loggedIn.data;
      onProblem(refused(loggedIn));
      return null;
    }

    let idToken: string;
    try {
      idToken = await sent.session.confirm(code);
    } catch (error) {
      const problem = phoneAuthProblem(error);
      onProblem({ text: t(problem.messageKey), code: problem.code, reason: problem.reason });
      return null;
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
    if (loggedIn.success) return loggedIn.data;
    if (loggedIn.code !== BIND_CUSTOMER_REQUIRED) {
      onProblem(refused(loggedIn));
      return null;
    }
    // A verified number with no account yet: register it with the same token.
    const registered = await registerMobile(sent, code, idToken);
    if (registered.success) return registered.data;
    onProblem(refused(registered));
    return null;
  }

  return async (sent: SentCode, code: string): Promise<void> => {
    onProblem(null);
    const toastId = showToast('loading', { kind: 'loading', durationMs: LOADING_MS });
    try {
      const issued = await issue(sent, code.trim());
      if (!issued) return;
      try {
        await startSession(issued, queryClient);
      } catch {
        // An answer without a token: the contract promises one with login true, so this is the server's bug.
        onProblem({ text: t('in_unknown_error') });
        return;
      }
      void navigate('/', { replace: true });
    } finally {
      dismissToast(toastId);
    }
  };
}
