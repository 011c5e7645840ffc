import { useSnapshot } from 'valtio';
import { useGetMemberInfo, type MemberInfo } from '@/api';
import { session } from '@/state/session';

/**
 * The logged-in player for the screens that only name them or need their id (home's greeting and balance, the
 * game frame's balance): the cached answer, or the device's copy before the first (src/app/member-cache.ts).
 * Like the copy kept by login, it is read from the server only when there is none; the screens that must show
 * it current (member home, withdrawal, cards) read the query themselves and so refresh it for these too.
 */
export function useMember(): MemberInfo | undefined {
  const { isLoggedIn } = useSnapshot(session);
  return useGetMemberInfo({ query: { enabled: isLoggedIn, staleTime: Infinity } }).data;
}
