import { useMemo } from 'react';
import { useGetStatus } from '@/api';
import type { FirebaseWebConfig } from '@/services/firebase-auth';
import { overridesByField } from '@/lib/auth-rules';
import { statusQuery } from '@/lib/platform';

/** What the phone screen reads from the status call (the app shell's cached answer). */
export function useRegisterStatus() {
  const { data } = useGetStatus(statusQuery());
  return useMemo(() => {
    const config = data?.sms.config;
    // Third-party phone auth only with a configuration to run it with.
    const firebase: FirebaseWebConfig | null =
      data?.sms.firebase && config
        ? { apiKey: config.apiKey.key, authDomain: config.authDomain, projectId: config.projectId }
        : null;
    return {
      smsCodeLogin: data?.whitelabelVal.smsCodeLogin === true,
      captchaSms: data?.whitelabelVal.captchaSms === true,
      captchaId: data?.gw.CAPTCHA_ID ?? '',
      overrides: overridesByField(data?.register),
      firebase,
    };
  }, [data]);
}
