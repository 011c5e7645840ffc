import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { login, settle, type CaptchaValidation } from '@/api';
import { captchaScriptUrl } from '@/services/auth-vendors';
import { startSession } from '@/services/session-actions';
import { loginPassword, loginUsername, mustConfirm } from '@/lib/validation';
import { prepareCaptcha, releaseCaptcha, reportCaptchaProblem, verifyHuman } from '@/state/captcha-gate';
import { loginAge, setLoginAgeConfirmed } from '@/state/login-age';
import { preferences } from '@/state/preferences';
import { dismissToast, showToast } from '@/state/ui';
import { failureMessage } from './failure-message';
import { useLoginStatus } from './use-login-status';

/** Spec section 9: the login's loading toast lasts at most 10 s. */
export const LOGIN_LOADING_MS = 10_000;

export function useLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { flags, overrides, captchaId } = useLoginStatus();
  const [serverError, setServerError] = useState<string | null>(null);
  // A double tap lands both submits before the button re-renders as disabled; a second login would replace
  // the first one's session on the server (one device at a time) and leave the app holding a dead token.
  const inFlight = useRef(false);
  // Its own flag, not the form's isSubmitting: the second submit ends at once and would clear that one.
  const [sending, setSending] = useState(false);
  const captchaOn = flags?.captchaLogin === true;

  // The status's register rules replace the built-in ones field by field, as soon as the status is known.
  const usernameRule = overrides.get('loginUsername');
  const passwordRule = overrides.get('loginPassword');
  const schema = useMemo(
    () =>
      z.object({
        username: loginUsername(t, usernameRule),
        password: loginPassword(t, passwordRule),
        ageConfirmed: mustConfirm(t, 'confirm_age_required'),
      }),
    [t, usernameRule, passwordRule],
  );

  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', ageConfirmed: loginAge.confirmed },
  });

  // The shell's other ways in (social buttons, the phone screen) follow this box.
  const ageConfirmed = useWatch({ control: form.control, name: 'ageConfirmed' });
  useEffect(() => setLoginAgeConfirmed(ageConfirmed), [ageConfirmed]);

  // The captcha script loads while the player types, so the check opens at once on submit.
  useEffect(() => {
    if (!captchaOn) return;
    void prepareCaptcha(captchaScriptUrl());
    return releaseCaptcha;
  }, [captchaOn]);

  const send = async ({ username, password }: { username: string; password: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await logIn(username, password);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  // Built per event: handleSubmit runs send only after validation, never while rendering.
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(send)(event);

  async function logIn(username: string, password: string) {
    setServerError(null);
    let captcha: CaptchaValidation | undefined;
    if (captchaOn) {
      try {
        captcha = await verifyHuman(captchaScriptUrl(), captchaId, preferences.language);
      } catch (error) {
        reportCaptchaProblem(error);
        return;
      }
    }
    const toastId = showToast('loading', { kind: 'loading', durationMs: LOGIN_LOADING_MS });
    try {
      // Silent: a refused login is explained on the form itself, not in a toast that vanishes.
      const result = await settle(
        login(
          { type: 'password', username, password, captcha, lottoArea: 'PL', channel: 'MOBILE' },
          { silent: true },
        ),
      );
      if (!result.success) {
        setServerError(failureMessage(result, t));
        return;
      }
      await startSession(result.data, queryClient);
      void navigate('/', { replace: true });
    } finally {
      dismissToast(toastId);
    }
  }

  return { form, submit, serverError, sending };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
