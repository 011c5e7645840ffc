import { useMemo } from 'react';
import { useGetStatus, type Status } from '@/api';
import type { FirebaseWebConfig } from '@/services/firebase-auth';
import { overridesByField } from '@/lib/auth-rules';
import { statusQuery } from '@/lib/platform';

/** What the login shell reads from the status call (shared cache with the app shell: one request). */
export function useLoginStatus() {
  const status = useGetStatus(statusQuery());
  const data: Status | undefined = status.data;
  return useMemo(() => {
    const config = data?.sms.config;
    const firebase: FirebaseWebConfig | null = config
      ? { apiKey: config.apiKey.key, authDomain: config.authDomain, projectId: config.projectId }
      : null;
    return {
      flags: data?.whitelabelVal ?? null,
      overrides: overridesByField(data?.register),
      captchaId: data?.gw.CAPTCHA_ID ?? '',
      firebase,
    };
  }, [data]);
}
