import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeUrl } from '@/lib/safe-url';
import { clearFrameView, frameView, openFrameView, setFrameGameId } from '@/state/frame-view';
import { showToast } from '@/state/ui';
import { isSessionAlive, logOutHere } from './frame-session';
import type { FrameActions } from './frame-protocol';

export const LOGIN_PATH = '/login';
export const GAME_PATH = '/lottGame';

interface Options {
  view: 'game' | 'order';
  /** Re-launches the lobby in this screen. */
  relaunchLobby: () => void;
  /** Reads the balance again (and tells the site). */
  reloadBalance: () => void;
}

/** What each message of the game site does on our side (product spec section 4, lottery frame). */
export function useFrameActions({ view, relaunchLobby, reloadBalance }: Options): FrameActions {
  const navigate = useNavigate();
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const state: unknown = location.state;

  return useMemo<FrameActions>(() => {
    const toLogin = async () => {
      await logOutHere();
      void navigate(LOGIN_PATH, { replace: true });
    };
    return {
      goBack() {
        const back = frameView.backPath;
        clearFrameView();
        void navigate(back, { replace: true });
      },
      refreshBalance: reloadBalance,
      logout() {
        void toLogin();
      },
      changeGame(gameId) {
        setFrameGameId(gameId);
        // The address follows, so a reload or a shared link opens the same game (no new launch: see the screen).
        if (view === 'game') setParams({ gameId: String(gameId) }, { replace: true, state });
      },
      launchGame() {
        if (!isSessionAlive()) {
          showToast('not_login', { kind: 'error' });
          void toLogin();
          return;
        }
        const { backPath } = frameView;
        openFrameView('game', backPath, null);
        if (view === 'order') {
          void navigate(GAME_PATH, { replace: true, state: { backPath } });
          return;
        }
        setParams({}, { replace: true, state });
        relaunchLobby();
      },
      openExternal(url) {
        // The bridge and its schemas load only when the site asks; the game site never reaches the wrapper
        // itself, only through this one request and the bridge's game-frame allow-list.
        void import('@/lib/native-bridge').then(({ nativeBridge }) => {
          const bridge = nativeBridge();
          if (bridge.available) {
            bridge.send({ type: 'openExternal', url }, 'game-frame');
            return;
          }
          const href = safeUrl(url, 'external');
          if (href) window.open(href, '_blank', 'noopener,noreferrer');
        });
      },
    };
  }, [navigate, reloadBalance, relaunchLobby, setParams, state, view]);
}
