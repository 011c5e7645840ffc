import type { QueryClient } from '@tanstack/react-query';
import { dispatchSession } from '@/state/session';
import { ApiFailure, getGetMemberInfoQueryKey, getMemberInfo, logout, settle } from '@/api';

// The two ends of a session, the same whichever way the player came in or goes out (product spec section 4).

export interface IssuedSession {
  token?: string;
  firstTimeLogin?: boolean;
}

/**
 * Stores a session the server issued (login, social or phone-auth login, register with login true) and loads
 * the member into `queryClient`'s cache, where every screen reads it. Without the member the player is still
 * logged in; the screens that need it load it again.
 */
export async function startSession(issued: IssuedSession, queryClient: QueryClient): Promise<void> {
  if (!issued.token) throw new ApiFailure({ kind: 'http', code: 'NO_TOKEN' });
  dispatchSession({
    type: 'loggedIn',
    token: issued.token,
    firstTimeLogin: Boolean(issued.firstTimeLogin),
    at: Date.now(),
  });
  const info = await settle(getMemberInfo({ silent: true }));
  if (info.success) queryClient.setQueryData(getGetMemberInfoQueryKey(), info.data);
}

/**
 * Logs out: the server forgets the token, this device forgets the session, the member and (through the
 * session event) every cached answer, and other tabs follow through device storage. A failed call must not
 * trap the player in, so the device logs out whatever the server said.
 */
export async function endSession(): Promise<void> {
  await settle(logout({ silent: true }));
  dispatchSession({ type: 'loggedOut' });
}
