import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useGetTodayGames } from '@/api';
import { Button } from '@/components/button';
import { ChevronLeftIcon } from '@/components/icons/chevron-left-icon';
import { gameHasOwnOrigin, gameOrigin } from '@/lib/game-origin';
import { gameName } from '@/lib/games';
import { clearFrameView, frameView, isAppPath, openFrameView, type FrameViewState } from '@/state/frame-view';
import { session } from '@/state/session';
import { FrameBalance } from './frame-balance';
import { postToFrame } from './frame-protocol';
import { LOGIN_PATH, useFrameActions } from './use-frame-actions';
import { useFrameLaunch, type LaunchRequest } from './use-frame-launch';
import { useFrameMessages } from './use-frame-messages';
import { useHostBalance } from './use-host-balance';
import '@/components/button.css';
import './lott-frame.css';

export type FrameScreenView = 'game' | 'order';

/**
 * What a game site on an origin of its own may do in the frame (VITE_GAME_ORIGIN), each token because the game
 * needs it:
 * - allow-scripts: the game site is a script-drawn page (lobby, bet slip, orders);
 * - allow-forms: a provider's login and bet pages are forms (the fake site draws none); without it a sandbox
 *   stops a form before its submit event, so even a form handled by script would do nothing;
 * - allow-same-origin: it keeps its own origin, so its session storage and cookies work and its messages carry
 *   the origin our check expects (without it they would come from an opaque "null" origin). Combined with
 *   allow-scripts this could lift the sandbox only for a frame of our own origin, which this one is not.
 * Left out on purpose: allow-popups (the game site opens no window: its lobby, games and orders are pages of
 * the frame; a provider that does needs it added here), allow-top-navigation (the game cannot take the player
 * off the app), allow-modals, allow-downloads. A game on our own origin gets no sandbox: a frame of the
 * parent's origin with scripts can remove its own sandbox, so it would only pretend.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-forms allow-same-origin';

/** Where "back" goes when the screen was opened without saying where from. */
export const DEFAULT_BACK_PATH: Record<FrameScreenView, string> = { game: '/games', order: '/member/home' };

const positiveId = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A caller may say where back is: navigate('/lottGame?gameId=101', { state: { backPath: '/' } }). */
const passedBackPath = (state: unknown): string | null => {
  const back = (state as { backPath?: unknown } | null)?.backPath;
  return isAppPath(back) ? back : null;
};

/**
 * The first launch of this screen: the address and the navigation state win; a reload (or a return) finds the
 * same view in session storage and reopens its game and its way back.
 */
export function firstLaunch(
  view: FrameScreenView,
  urlGameId: number | null,
  state: unknown,
  stored: FrameViewState,
): LaunchRequest & { backPath: string } {
  const same = stored.view === view;
  return {
    view,
    gameId: view === 'order' ? null : (urlGameId ?? (same ? stored.gameId : null)),
    backPath: passedBackPath(state) ?? (same ? stored.backPath : DEFAULT_BACK_PATH[view]),
    nonce: 0,
  };
}

/**
 * The game frame in game or order view (routes /lottGame and /member/lottOrders; login required). The screen is
 * the player's whole screen (the app's layout leaves its header and footer menu out here): a slim bar with the
 * way back, the title, the balance and its refresh, and the frame filling the rest.
 */
export function LottFrame({ view }: { view: FrameScreenView }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const urlGameId = positiveId(params.get('gameId'));
  const { isLoggedIn } = useSnapshot(session);
  const stored = useSnapshot(frameView);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [launch, setLaunch] = useState(() => firstLaunch(view, urlGameId, location.state, frameView));

  const tellFrame = useCallback(
    () => postToFrame(frameRef.current?.contentWindow, { type: 'balanceRefreshed' }, gameOrigin()),
    [],
  );
  const { balance, reload, refresh, refreshing, announcement } = useHostBalance(tellFrame);
  const relaunchLobby = useCallback(() => setLaunch((l) => ({ ...l, gameId: null, nonce: l.nonce + 1 })), []);
  const actions = useFrameActions({ view, relaunchLobby, reloadBalance: () => void reload() });
  useFrameMessages(frameRef, actions);
  const { launching, failed, retry } = useFrameLaunch(frameRef, launch, isLoggedIn);

  // Sent to this screen with another game in the address: launch that game. The site's changeGame writes the
  // store before the address, so following the site's own choice launches nothing.
  const [addressGameId, setAddressGameId] = useState(urlGameId);
  if (urlGameId !== addressGameId) {
    setAddressGameId(urlGameId);
    if (view === 'game' && urlGameId !== null && urlGameId !== stored.gameId)
      setLaunch((l) => ({ ...l, gameId: urlGameId, nonce: l.nonce + 1 }));
  }

  // The stored view follows every launch; leaving the screen in the app clears it (a reload runs no cleanup).
  useEffect(() => openFrameView(launch.view, launch.backPath, launch.gameId), [launch]);
  useEffect(() => () => clearFrameView(), []);

  const games = useGetTodayGames({ query: { staleTime: 30_000, enabled: view === 'game' } }).data?.games;
  if (!isLoggedIn) return <Navigate to={LOGIN_PATH} replace />;

  const game = stored.gameId === null ? undefined : games?.find((g) => g.gameId === stored.gameId);
  const title = view === 'order' ? t('member_lott_orders') : game ? gameName(game) : t('lott_game_title');
  const backPath = stored.view === view ? stored.backPath : launch.backPath;
  return (
    <div className="lott-screen">
      <div className="lott-screen__bar">
        <Link to={backPath} className="icon-button lott-screen__control" aria-label={t('back')}>
          <ChevronLeftIcon />
        </Link>
        <h1 className="lott-screen__title">{title}</h1>
        <FrameBalance
          data={balance.data}
          pending={balance.isPending}
          refreshing={refreshing}
          announcement={announcement}
          onRefresh={() => void refresh().then(tellFrame)}
        />
      </div>
      <div className="lott-frame__stage" aria-busy={launching}>
        {launching ? (
          <p className="lott-frame__status" role="status">
            {t('lott_opening')}
          </p>
        ) : null}
        {failed ? (
          <div className="lott-frame__status" role="alert">
            <p>{t('lott_launch_failed')}</p>
            <Button onClick={retry}>{t('try_again')}</Button>
          </div>
        ) : null}
        <iframe
          ref={frameRef}
          className="lott-frame__frame"
          sandbox={gameHasOwnOrigin() ? GAME_FRAME_SANDBOX : undefined}
          title={t(view === 'order' ? 'lott_frame_orders' : 'lott_frame_game')}
        />
      </div>
    </div>
  );
}
