import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { getCaptcha, getGetCaptchaQueryKey } from '@/api/areas/sign-in';
import type { CaptchaResult, CaptchaSettings } from '@/lib/geetest';
import { prepareCaptcha, releaseCaptcha, verifyHuman } from '@/state/captcha-gate';
import { preferences } from '@/state/preferences';
import { captchaScriptUrl } from './auth-vendors';

// The captcha in front of login, registration and SMS sending (spec sections 3, 7 and 8). Before a check opens,
// the app reads the captcha configuration (GET /wps/captcha): the vendor id and the kind of check the operator
// has chosen, which the vendor's load call then carries as captcha_id and risk_type.

/** A configuration read this recently is the one the next check opens with. */
export const CAPTCHA_CONFIG_STALE_MS = 5 * 60_000;

const configQuery = () => ({
  queryKey: getGetCaptchaQueryKey(),
  // Silent: an unreadable configuration is not the player's problem while the status's id can stand in.
  queryFn: ({ signal }: { signal: AbortSignal }) => getCaptcha({ silent: true }, signal),
  staleTime: CAPTCHA_CONFIG_STALE_MS,
});

/**
 * The settings the next check opens with: the configuration's, or, when it cannot be read, the status's
 * captcha id with the build's risk type, so a broken configuration call never locks a player out.
 */
export async function captchaSettings(
  queryClient: QueryClient,
  statusCaptchaId: string,
): Promise<CaptchaSettings> {
  try {
    const config = await queryClient.fetchQuery(configQuery());
    return { captchaId: config.captchaId, riskType: config.riskType };
  } catch {
    return { captchaId: statusCaptchaId };
  }
}

export interface CaptchaCheckOptions {
  /** The status asks for the captcha here. */
  on: boolean;
  /** Status.gw.CAPTCHA_ID, used when the configuration cannot be read. */
  captchaId: string;
  /**
   * Load the vendor script and read the configuration as the screen opens, so the check appears at once on
   * submit. Off where the captcha is only a rare step (a social account's first registration).
   */
  preload?: boolean;
}

/** One screen's captcha: loaded ahead when it is on, and `verify()` to run one check. */
export function useCaptchaCheck({ on, captchaId, preload = true }: CaptchaCheckOptions) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!on || !preload) return;
    void prepareCaptcha(captchaScriptUrl());
    void queryClient.prefetchQuery(configQuery());
    return releaseCaptcha;
  }, [on, preload, queryClient]);

  const verify = useCallback(
    async (): Promise<CaptchaResult> =>
      verifyHuman(captchaScriptUrl(), await captchaSettings(queryClient, captchaId), preferences.language),
    [queryClient, captchaId],
  );

  return { on, verify };
}
