import { redirect } from 'react-router-dom';
import { session } from '@/state/session';

// Spec, Guards: a route that needs login, or any path containing /member/, sends a visitor to /login and the
// navigation is cancelled. As route loaders these run before anything of the screen renders, so private
// content never flashes; the visit is replaced, not kept, so "back" does not lead into the guard again.

export const LOGIN_PATH = '/login';

export const isMemberPath = (pathname: string): boolean => pathname.includes('/member/');

/** Loader of every screen that needs login. */
export function requireLogin(): Response | null {
  return session.isLoggedIn ? null : redirect(LOGIN_PATH);
}

/** Loader of the catch-all: a member path goes to log in first; anything else unknown goes home. */
export function unknownPath({ request }: { request: Request }): Response {
  const { pathname } = new URL(request.url);
  return redirect(isMemberPath(pathname) && !session.isLoggedIn ? LOGIN_PATH : '/');
}
