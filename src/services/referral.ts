import { referralFrom, type ReferralCodes } from '@/lib/referral';
import { getJson, setJson } from '@/lib/storage-json';

// The codes of the landing address, kept for the visit: players usually land on home and register later. Apart
// from ./registration, which the first page does not load, because the start remembers them on every visit.

const REFERRAL_KEY = 'lotto.referral';

/** Called at start: remembers the affiliate and referral codes of the landing address, if it had any. */
export function rememberReferral(search: string = globalThis.location?.search ?? ''): void {
  const codes = referralFrom(search);
  if (Object.keys(codes).length > 0) setJson(REFERRAL_KEY, codes, 'session');
}

/** The codes remembered at start, if any. */
export const rememberedReferral = (): ReferralCodes | null => getJson<ReferralCodes>(REFERRAL_KEY, 'session');
