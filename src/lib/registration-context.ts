import type { RegisterMethod } from './register-method';

// What a registration tells the server about where it came from (product spec section 3, register payload):
// the affiliate and referral codes of the link the player arrived by, the page, the domain and how the app
// was opened. A player often lands on home with the codes and registers a few screens later, so the codes
// seen at start are remembered for the visit.

export const REFERRAL_PARAMS = ['affiliateCode', 'referralCode'] as const;
export type ReferralParam = (typeof REFERRAL_PARAMS)[number];
export type ReferralCodes = Partial<Record<ReferralParam, string>>;

/** A code as a link may carry it; anything else (script, a whole URL, a novel) is not a code. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function referralFrom(search: string): ReferralCodes {
  const params = new URLSearchParams(search);
  const codes: ReferralCodes = {};
  for (const name of REFERRAL_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && CODE.test(value)) codes[name] = value;
  }
  return codes;
}

/** Codes in the current address win over codes remembered from the landing page. */
export const mergeReferral = (current: ReferralCodes, remembered: ReferralCodes | null): ReferralCodes => ({
  ...(remembered ?? {}),
  ...current,
});

export interface RegistrationContext extends ReferralCodes {
  registerMethod: RegisterMethod;
  registerUrl: string;
  domain: string;
}

export function registrationContext(
  location: { href: string; hostname: string; search: string },
  registerMethod: RegisterMethod,
  remembered: ReferralCodes | null,
): RegistrationContext {
  // The page without its fragment: a fragment never reaches a server and may hold client-only state.
  const registerUrl = location.href.split('#')[0];
  return {
    ...mergeReferral(referralFrom(location.search), remembered),
    registerMethod,
    registerUrl,
    domain: location.hostname,
  };
}
