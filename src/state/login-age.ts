import { proxy } from 'valtio';

// The 21+ confirmation of the login shell (product spec sections 1 and 5): every way in (password, phone,
// social) requires it, and a player who ticked it on one screen of the shell need not tick it again on the
// other. Kept for this visit only: the next visit asks again.

export const loginAge = proxy({ confirmed: false });

export function setLoginAgeConfirmed(confirmed: boolean): void {
  if (loginAge.confirmed !== confirmed) loginAge.confirmed = confirmed;
}
