import { Navigate, Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '@/state/session';
import { LOGIN_PATH } from './login-loaders';

/**
 * The guard's second half: the loader keeps visitors out, this sends a player who logs out (or is logged out
 * by a 401) while on a guarded screen to log in, instead of leaving them on a screen they may not see.
 */
export function RequireLogin() {
  const { isLoggedIn } = useSnapshot(session);
  return isLoggedIn ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
}
