import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { settle } from '@/api';
import { login, type CaptchaValidation } from '@/api/areas/sign-in';
import { useKitForm, type SubmitOutcome } from '@/components/form';
import { useCaptchaCheck } from '@/services/captcha-check';
import { startSession } from '@/services/session-actions';
import { playBreakMessage } from '@/lib/play-break';
import { loginPassword, loginUsername, mustConfirm } from '@/lib/validation';
import { reportCaptchaProblem } from '@/state/captcha-gate';
import { loginAge, setLoginAgeConfirmed } from '@/state/login-age';
import { dismissToast, showToast } from '@/state/ui';
import { useLoginStatus } from './use-login-status';

/** Spec section 9: the login's loading toast lasts at most 10 s. */
export const LOGIN_LOADING_MS = 10_000;

export function useLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { flags, overrides, captchaId } = useLoginStatus();
  // The captcha script and its configuration load while the player types, so the check opens at once on submit.
  const humanCheck = useCaptchaCheck({ on: flags?.captchaLogin === true, captchaId });

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

  // One login at a time (the kit ignores a second tap): a second login would replace the first one's session
  // on the server (one device at a time) and leave the app holding a dead token.
  const kit = useKitForm({
    schema,
    defaultValues: { username: '', password: '', ageConfirmed: loginAge.confirmed },
    onSubmit: ({ username, password }) => logIn(username, password),
  });
  const { form } = kit;

  // The shell's other ways in (social buttons, the phone screen) follow this box.
  const ageConfirmed = useWatch({ control: form.control, name: 'ageConfirmed' });
  useEffect(() => setLoginAgeConfirmed(ageConfirmed), [ageConfirmed]);

  async function logIn(username: string, password: string): Promise<SubmitOutcome> {
    let captcha: CaptchaValidation | undefined;
    if (humanCheck.on) {
      try {
        captcha = await humanCheck.verify();
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
      // A player in a time-out or self-excluded is told until when (issue 19), not a generic refusal.
      if (!result.success) return playBreakMessage(result, t) ?? result;
      await startSession(result.data, queryClient);
      void navigate('/', { replace: true });
    } finally {
      dismissToast(toastId);
    }
  }

  return kit;
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
