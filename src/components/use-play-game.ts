import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { playPath } from '@/lib/games';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';

/**
 * Spec section 6: a visitor who taps a protected action is told "Sorry, you are not logged in! please login
 * first" and sent to log in. Returns whether the visitor was turned away; a player goes on.
 */
export function useLoginFirst(): () => boolean {
  const navigate = useNavigate();
  return useCallback(() => {
    if (session.isLoggedIn) return false;
    showToast('not_login');
    void navigate('/login');
    return true;
  }, [navigate]);
}

/** "Play now" and the hot games: launching a game needs login; a player goes to the game frame. */
export function usePlayGame(): (gameId: number) => void {
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  return useCallback(
    (gameId: number) => {
      if (!loginFirst()) void navigate(playPath(gameId));
    },
    [navigate, loginFirst],
  );
}
