import { useEffect, useRef, type RefObject } from 'react';
import { getLaunchGameQueryKey, useLaunchGame, type LaunchGameParams } from '@/api';
import { safeUrl } from '@/lib/safe-url';
import { showToast } from '@/state/ui';
import { lotteryFrameUrl } from './frame-url';

export interface LaunchRequest {
  view: 'game' | 'order';
  /** The game to open, or null for the lobby (and always null for the orders view). */
  gameId: number | null;
  /** Counts re-launches: each one needs a fresh one-time launch code. */
  nonce: number;
}

/**
 * Asks the server for a one-time launch code (launchMode LOTT, lottoArea PL, lottoView, gameId) and loads the
 * game site's page with it into the frame. The code is fetched once per launch, never cached, retried or
 * refetched.
 */
export function useFrameLaunch(
  frameRef: RefObject<HTMLIFrameElement | null>,
  request: LaunchRequest,
  enabled: boolean,
) {
  const params: LaunchGameParams = {
    launchMode: 'LOTT',
    lottoArea: 'PL',
    lottoView: request.view,
    ...(request.view === 'game' && request.gameId !== null ? { gameId: request.gameId } : {}),
  };
  const query = useLaunchGame(params, {
    query: {
      queryKey: [...getLaunchGameQueryKey(params), request.nonce],
      enabled,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  });
  const loaded = useRef<string | null>(null);
  const token = query.data?.token;
  const { view, gameId } = request;

  useEffect(() => {
    if (query.status !== 'success' || loaded.current === token) return;
    loaded.current = token ?? null;
    // Built here around the code, and still only ever the game site's page: of our own origin (spec: the frame
    // is same-origin) or of the one origin the build names for the game site.
    const target = token
      ? safeUrl(lotteryFrameUrl({ view, token, gameId }), 'frame', { base: window.location.href })
      : null;
    const frame = frameRef.current?.contentWindow;
    // Spec section 8: a launch without a frame (or without a usable URL) is an unknown error.
    if (!target || !frame) {
      showToast('in_unknown_error', { kind: 'error' });
      return;
    }
    // replace(): loading the game adds no entry to the browser history, so "back" leaves the screen at once.
    frame.location.replace(target);
  }, [frameRef, query.status, token, view, gameId]);

  return {
    launching: query.isFetching,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
