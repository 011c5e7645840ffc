// The affiliate and referral codes of the link a player arrived by (product spec section 3, register
// payload). Apart from the rest of the registration context (./registration-context) because the first page
// remembers the codes at every start, and carries only this.

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
