import { currentLaunchFacts, registerMethodFor } from '@/lib/register-method';
import {
  referralFrom,
  registrationContext,
  type ReferralCodes,
  type RegistrationContext,
} from '@/lib/registration-context';
import { getJson, setJson } from '@/lib/storage-json';

// The registration context of this visit: codes from the link the player arrived by (kept for the visit,
// since they usually land on home and register later), the page, the domain and how the app was opened.

const REFERRAL_KEY = 'lotto.referral';

/** Called at start: remembers the affiliate and referral codes of the landing address, if it had any. */
export function rememberReferral(search: string = globalThis.location?.search ?? ''): void {
  const codes = referralFrom(search);
  if (Object.keys(codes).length > 0) setJson(REFERRAL_KEY, codes, 'session');
}

export function currentRegistrationContext(): RegistrationContext {
  const location = globalThis.location ?? { href: '', hostname: '', search: '' };
  return registrationContext(
    location,
    registerMethodFor(currentLaunchFacts()),
    getJson<ReferralCodes>(REFERRAL_KEY, 'session'),
  );
}
