import { logout, settle } from '@/api';
import { SESSION_IDLE_LIMIT_MS } from '@/state/session-reducer';
import { session, dispatchSession } from '@/state/session';
import { clearFrameView } from '@/state/frame-view';

/**
 * Whether the player is still logged in for a new launch. Play inside the frame talks only to the game site,
 * so our session can pass its idle limit unnoticed: such a session counts as logged out here.
 */
export function isSessionAlive(now = Date.now()): boolean {
  const { isLoggedIn, token, lastAccessAt } = session;
  return isLoggedIn && Boolean(token) && lastAccessAt !== null && now - lastAccessAt < SESSION_IDLE_LIMIT_MS;
}

/** Logs out on this device whatever the server answers (a failed call must not keep the player in). */
export async function logOutHere(): Promise<void> {
  clearFrameView();
  if (session.token) await settle(logout({ silent: true }));
  dispatchSession({ type: 'loggedOut' });
}
