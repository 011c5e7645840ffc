import { useMemo } from 'react';
import { useGetStatus } from '@/api';
import { overridesByField } from '@/lib/auth-rules';
import { statusQuery } from '@/lib/platform';

const NO_CDNS: readonly string[] = [];

/** What the account screens read from the status call (the shell's cached answer, no call of their own). */
export function useAccountStatus() {
  const { data, isPending } = useGetStatus(statusQuery());
  return useMemo(
    () => ({
      isPending,
      overrides: overridesByField(data?.register),
      /** Whether a bound mobile number may be replaced by another one. */
      updateMobile: data?.whitelabelVal.updateMobile === true,
      captchaSms: data?.whitelabelVal.captchaSms === true,
      captchaId: data?.gw.CAPTCHA_ID ?? '',
      profileIconCount: data?.gw.PROFILE_ICON_COUNT ?? 0,
      imageCdns: data?.imageCDNs ?? NO_CDNS,
    }),
    [data, isPending],
  );
}
