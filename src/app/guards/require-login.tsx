import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '@/state/session';

/** Spec, Guards: a screen that needs login sends a visitor to /login instead (the visit is not kept). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSnapshot(session);
  return isLoggedIn ? children : <Navigate to="/login" replace />;
}
