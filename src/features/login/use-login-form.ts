import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { getMemberInfo, memberFromInfo, settle, useLogin } from '@/api';
import { loginPassword, loginUsername, mustConfirm } from '@/lib/validation';
import { setMember } from '@/state/member';
import { dispatchSession } from '@/state/session';
import { dismissToast, showToast } from '@/state/ui';
import { failureMessage } from './failure-message';

/** Spec section 9: the login's loading toast lasts at most 10 s. */
export const LOGIN_LOADING_MS = 10_000;

export function useLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Silent: a refused login is explained on the form itself, not in a toast that vanishes.
  const login = useLogin({ request: { silent: true } });
  const [serverError, setServerError] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      z.object({
        username: loginUsername(t),
        password: loginPassword(t),
        ageConfirmed: mustConfirm(t, 'confirm_age_required'),
      }),
    [t],
  );

  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', ageConfirmed: false },
  });

  const submit = form.handleSubmit(async ({ username, password }) => {
    setServerError(null);
    const toastId = showToast('loading', { kind: 'loading', durationMs: LOGIN_LOADING_MS });
    try {
      const result = await settle(
        login.mutateAsync({
          data: { type: 'password', username, password, lottoArea: 'PL', channel: 'MOBILE' },
        }),
      );
      if (!result.success) {
        setServerError(failureMessage(result, t));
        return;
      }
      const { token, firstTimeLogin } = result.data;
      dispatchSession({ type: 'loggedIn', token, firstTimeLogin, at: Date.now() });
      // Without the profile the player is still logged in; screens that need it load it again.
      const info = await settle(getMemberInfo());
      if (info.success) setMember(memberFromInfo(info.data));
      void navigate('/', { replace: true });
    } finally {
      dismissToast(toastId);
    }
  });

  return { form, submit, serverError };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
