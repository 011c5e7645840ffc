import { mergeReferral, referralFrom, type ReferralCodes } from './referral';
import type { RegisterMethod } from './register-method';

// What a registration tells the server about where it came from (product spec section 3, register payload):
// the affiliate and referral codes of the link the player arrived by, the page, the domain and how the app
// was opened. A player often lands on home with the codes and registers a few screens later, so the codes
// seen at start are remembered for the visit.

// The codes themselves are read in ./referral, which the first page loads without the rest of this module.
export {
  mergeReferral,
  referralFrom,
  REFERRAL_PARAMS,
  type ReferralCodes,
  type ReferralParam,
} from './referral';

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
