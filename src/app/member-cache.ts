import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@/api';
import { storage } from '@/lib/storage';
import { getJson, setJson } from '@/lib/storage-json';
import { onSessionEvent, session } from '@/state/session';

// The member-info answer lives in the query cache only. A copy of the last one stays on the device so that a
// reload draws the greeting and the balance box at once instead of after a round trip.

export const MEMBER_STORAGE_KEY = 'lotto.member';
// The key of GET /wps/member/info, named here so this module stays free of the API pipeline.
const MEMBER_QUERY = ['/wps/member/info'];
const MEMBER_HASH = hashKey(MEMBER_QUERY);

const optionalText = (value: unknown) => value == null || typeof value === 'string';

/** Device storage is anyone's to edit: only what has the shape of a member-info answer is drawn. */
export function isMemberInfo(value: unknown): value is MemberInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { id, account, mobileVerified, nickname, payee, email, mobile } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(id) &&
    typeof account === 'string' &&
    typeof mobileVerified === 'boolean' &&
    [nickname, payee, email, mobile].every(optionalText)
  );
}

/** The device's copy of the member, if it is well formed; a malformed one is dropped. */
export function storedMember(): MemberInfo | undefined {
  const value = getJson<unknown>(MEMBER_STORAGE_KEY);
  if (isMemberInfo(value)) return value;
  storage.remove(MEMBER_STORAGE_KEY);
  return undefined;
}

/** Starts the member query from the device's copy and keeps that copy equal to the last answer. */
export function keepMemberOnDevice(client: QueryClient): void {
  client.setQueryDefaults(MEMBER_QUERY, {
    initialData: storedMember,
    // The copy is of unknown age: a screen that wants the member current still asks the server.
    initialDataUpdatedAt: 0,
  });
  client.getQueryCache().subscribe((event) => {
    // An answer landing after the session ended belongs to nobody now.
    if (event.type !== 'updated' || event.action.type !== 'success' || !session.isLoggedIn) return;
    if (event.query.queryHash === MEMBER_HASH) setJson(MEMBER_STORAGE_KEY, event.action.data);
  });
}

// The copy is personal data of the session: it goes when the session ends, and one left behind by an expired
// or cleared session goes at start.
onSessionEvent((event) => {
  if (event.type !== 'loggedIn' && event.type !== 'touched') storage.remove(MEMBER_STORAGE_KEY);
});
if (!session.isLoggedIn) storage.remove(MEMBER_STORAGE_KEY);
