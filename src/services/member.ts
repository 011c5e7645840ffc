import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useGetMemberInfo } from '@/api';
import { storedMemberCopy } from '@/state/member-copy';
import { session } from '@/state/session';

/** What the screens that only greet the player or name them to the wallet know of them. */
export interface KnownMember {
  id: number;
  nickname?: string | null;
  /** Known only once the server has answered (the device keeps no account name). */
  account?: string;
}

/**
 * The logged-in player for the screens that only name them or need their id (home's greeting and balance, the
 * game frame's balance): the cached answer, or before the first the device's copy (src/state/member-copy.ts).
 * It is read from the server only when neither says how to greet the player (the copy keeps no account name);
 * the screens that must show it current (member home, withdrawal, cards) read the query themselves and so
 * refresh it for these too.
 */
export function useMember(): KnownMember | undefined {
  const { isLoggedIn } = useSnapshot(session);
  const [copy] = useState(storedMemberCopy);
  const answer = useGetMemberInfo({
    query: { enabled: isLoggedIn && !copy?.nickname, staleTime: Infinity },
  }).data;
  if (!isLoggedIn) return undefined;
  return answer ?? copy;
}
