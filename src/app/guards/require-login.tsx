import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '@/state/session';

// Spec, Guards: a route that needs login, or any path containing /member/, sends a visitor to /login and the
// navigation is cancelled. The guard renders in place of the screen, so none of the screen's code loads and
// private content never flashes; the visit is replaced, not kept, so "back" does not lead into the guard again.

export const LOGIN_PATH = '/login';

export const isMemberPath = (pathname: string): boolean => pathname.includes('/member/');

/**
 * Around every screen that needs login: a visitor goes to log in, and so does a player who logs out (or is
 * logged out by a 401) while on a guarded screen, instead of staying on a screen they may no longer see.
 */
export function RequireLogin() {
  const { isLoggedIn } = useSnapshot(session);
  return isLoggedIn ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
}

/** The catch-all: a member path goes to log in first; anything else unknown goes home. */
export function UnknownPath() {
  const { pathname } = useLocation();
  const { isLoggedIn } = useSnapshot(session);
  return <Navigate to={isMemberPath(pathname) && !isLoggedIn ? LOGIN_PATH : '/'} replace />;
}
