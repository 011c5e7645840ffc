import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useCaptchaCheck } from '@/services/captcha-check';
import {
  finishRedirectSignIn,
  hasPendingRedirect,
  signInByRedirect,
  signInThroughBridge,
  type SocialOutcome,
} from '@/services/social-sign-in';
import { Button } from '@/components/button';
import type { SocialProvider } from '@/lib/native-bridge';
import { socialProviders } from '@/lib/social-visibility';
import { reportCaptchaProblem } from '@/state/captcha-gate';
import { loginAge } from '@/state/login-age';
import { preferences } from '@/state/preferences';
import { dismissToast, showToast } from '@/state/ui';
import { FormAlert, type RichProblem } from '@/components/form';
import { failureCode, failureMessage } from '@/lib/forms/failure-message';
import { ProviderMark } from './provider-icons';
import { LOGIN_LOADING_MS } from './use-login-form';
import { useLoginStatus } from './use-login-status';
import { isWrapped, usePlatformVersion } from './use-platform-version';

const PROVIDER_MESSAGES: Record<SocialProvider, string> = {
  google: 'continue_with_google',
  facebook: 'continue_with_facebook',
};

/** The login shell's social sign-in buttons (spec section 2), with what a sign-in attempt ends in. */
export function SocialSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { flags, firebase, captchaId } = useLoginStatus();
  const { version, known } = usePlatformVersion();
  const { confirmed } = useSnapshot(loginAge);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [problem, setProblem] = useState<RichProblem | null>(null);
  const resumed = useRef(false);

  // Registering a new social account asks for the captcha when the status says registration needs one; only a
  // first sign-in registers, so nothing is loaded ahead for it.
  const humanCheck = useCaptchaCheck({ on: flags?.captchaRegister === true, captchaId, preload: false });
  const captcha = humanCheck.on ? humanCheck.verify : undefined;

  const settleOutcome = (outcome: SocialOutcome | null) => {
    if (!outcome) return;
    switch (outcome.kind) {
      case 'loggedIn':
        void navigate('/', { replace: true });
        return;
      case 'incognito':
        showToast('not_support_incognito', { kind: 'error' });
        return;
      case 'failed': {
        const { failure } = outcome;
        if (!failure) {
          setProblem({ text: t(outcome.messageKey), code: outcome.code, reason: outcome.reason });
          return;
        }
        const text = failureMessage(failure, t, { fallbackKey: outcome.messageKey, codeShownApart: true });
        if (text !== null) setProblem({ text, code: failureCode(failure) });
        return;
      }
      case 'redirecting':
        return;
    }
  };

  const run = async (provider: SocialProvider | null, attempt: () => Promise<SocialOutcome | null>) => {
    setProblem(null);
    setBusy(provider);
    const toastId = showToast('loading', { kind: 'loading', durationMs: LOGIN_LOADING_MS });
    try {
      settleOutcome(await attempt());
    } catch (error) {
      reportCaptchaProblem(error);
    } finally {
      dismissToast(toastId);
      setBusy(null);
    }
  };

  // Back from the provider's page after a sign-in by redirect: finish it here.
  useEffect(() => {
    if (resumed.current || !firebase || !hasPendingRedirect()) return;
    resumed.current = true;
    void run(null, () => finishRedirectSignIn(firebase, preferences.language, { captcha, queryClient }));
  });

  const providers = known ? socialProviders(flags, version) : [];
  if (providers.length === 0) return null;

  const start = (provider: SocialProvider) => {
    // Every way in needs the 21+ confirmation, this one included.
    if (!confirmed) {
      setProblem({ text: t('confirm_age_required') });
      return;
    }
    if (isWrapped()) {
      void run(provider, () => signInThroughBridge(provider, { captcha, queryClient }));
    } else if (firebase) {
      void run(provider, () => signInByRedirect(firebase, provider, preferences.language));
    } else {
      setProblem({ text: t('firebase_login_failure') });
    }
  };

  return (
    <section className="social-sign-in" aria-labelledby={headingId}>
      <h2 id={headingId} className="social-sign-in__title">
        {t('or_continue_with')}
      </h2>
      <ul className="social-sign-in__list">
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              variant="secondary"
              block
              className="social-sign-in__button"
              disabled={busy !== null}
              aria-busy={busy === provider}
              onClick={() => start(provider)}
            >
              <ProviderMark provider={provider} />
              {t(PROVIDER_MESSAGES[provider])}
            </Button>
          </li>
        ))}
      </ul>
      <FormAlert problem={problem} className="form-alert" />
    </section>
  );
}
