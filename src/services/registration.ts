import { currentLaunchFacts, registerMethodFor } from '@/lib/register-method';
import { registrationContext, type RegistrationContext } from '@/lib/registration-context';
import { rememberedReferral } from './referral';

// The registration context of this visit: codes from the link the player arrived by (kept for the visit,
// since they usually land on home and register later), the page, the domain and how the app was opened.

export function currentRegistrationContext(): RegistrationContext {
  const location = globalThis.location ?? { href: '', hostname: '', search: '' };
  return registrationContext(location, registerMethodFor(currentLaunchFacts()), rememberedReferral());
}
