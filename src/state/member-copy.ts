import { storage } from '@/lib/storage';
import { onSessionEvent, session } from './session';

// What of the logged-in player stays on the device, so that a reload draws the home screen's greeting and
// balance box at once instead of after a round trip (src/app/member-cache.ts keeps it up to date). Device
// storage outlives the page and is readable by anything running in our origin, so it holds only what the home
// screen needs, and only while the session lasts:
// - id: the balance refresh's wallet recall names the player by it (customerId), as does the game frame's;
// - nickname: the greeting;
// - balance: home's total balance as it was last shown ("₱12,345.67"), drawn marked as updating on the next
//   start until the server's answer replaces it (index.html draws it before any of the app's code has run,
//   src/app/boot/first-visit.js; home's first render keeps it until its own answer arrives).
// Not the account name (a player registered by phone number gets one made of that number, "ph0917…"), the
// mobile, the e-mail or the payee (the player's real name): a player without a nickname is greeted by name
// only once the server has answered, the price of not keeping those on the device.

export const MEMBER_STORAGE_KEY = 'lotto.member';

export interface MemberCopy {
  id: number;
  nickname?: string;
}

interface DeviceCopy extends MemberCopy {
  balance?: string;
}

/** A balance as home shows it: short, with a digit (the head script draws it as text, never as markup). */
const isBalanceText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 32 && /\d/.test(value);

/** Only the fields above, whatever else the member answer (or an older version of the app) had. */
function cut(value: unknown): DeviceCopy | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, nickname, balance } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return undefined;
  if (nickname != null && typeof nickname !== 'string') return undefined;
  return {
    id,
    ...(nickname ? { nickname } : {}),
    ...(isBalanceText(balance) ? { balance } : {}),
  };
}

// Plain JSON.parse rather than lib/storage-json: this runs at start, and a chunk of its own for two helpers
// would cost the first page more than these lines.
function read(): unknown {
  try {
    return JSON.parse(storage.get(MEMBER_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}
const write = (copy: DeviceCopy) => storage.set(MEMBER_STORAGE_KEY, JSON.stringify(copy));

function storedCopy(): DeviceCopy | undefined {
  const copy = cut(read());
  if (!copy) storage.remove(MEMBER_STORAGE_KEY);
  return copy;
}

/** The device's copy, if it is well formed (device storage is anyone's to edit); a malformed one is dropped. */
export function storedMemberCopy(): MemberCopy | undefined {
  const copy = storedCopy();
  return copy && (copy.nickname ? { id: copy.id, nickname: copy.nickname } : { id: copy.id });
}

/** Home's total balance as last shown, if the device keeps one. */
export const storedBalance = (): string | undefined => storedCopy()?.balance;

/** Keeps the home screen's part of a member answer, while a session lasts (the balance shown stays). */
export function saveMemberCopy(member: { id: number; nickname?: string | null }): void {
  const stored = storedCopy();
  // Another player's balance is not this one's.
  const balance = stored?.id === member.id ? stored.balance : undefined;
  const copy = cut({ id: member.id, nickname: member.nickname, balance });
  if (session.isLoggedIn && copy) write(copy);
}

/** Keeps the total balance home has just shown, for the next start; only beside the player's copy. */
export function saveBalanceCopy(balance: string): void {
  const stored = storedCopy();
  const copy = stored && cut({ ...stored, balance });
  if (session.isLoggedIn && copy) write(copy);
}

// The copy is the session's: it goes when the session ends (logout, expiry, another tab, another device), and
// one left behind by a session that ended while the app was closed goes at start. A copy an earlier version
// wrote, with every field of the member answer, is cut down to the fields above.
onSessionEvent((event) => {
  if (event.type !== 'loggedIn' && event.type !== 'touched') storage.remove(MEMBER_STORAGE_KEY);
});
if (!session.isLoggedIn) storage.remove(MEMBER_STORAGE_KEY);
else {
  const copy = storedCopy();
  if (copy) write(copy);
}
