import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { playPath } from '@/lib/games';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';

/**
 * "Play now": launching a game needs login (spec section 6); a visitor is told so and sent to log in, a
 * player goes to the game frame.
 */
export function usePlayGame(): (gameId: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (gameId: number) => {
      if (!session.isLoggedIn) {
        showToast('not_login');
        void navigate('/login');
        return;
      }
      void navigate(playPath(gameId));
    },
    [navigate],
  );
}
