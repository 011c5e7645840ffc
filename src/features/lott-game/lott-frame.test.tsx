// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { configureApi } from '@/api/config';
import { clearFrameView, FRAME_VIEW_KEY, frameView, reloadFrameViewFromStorage } from '@/state/frame-view';
import { dispatchSession, session } from '@/state/session';
import { dismissToast, ui } from '@/state/ui';
import { loadStringsBeforeAll, logInAs, renderRoutes, resetAfterEach } from '@/testing/harness';
import { post } from '@mock/db/ledger';
import { server } from '@mock/node';
import { LottGamePage } from './lott-game-page';
import { LottOrdersPage } from './lott-orders-page';

// The frame screens against the fake backend: launching, and what each message of the game site does. The
// frame's window is a stand-in (jsdom loads no pages), so the test sees every URL loaded and message sent.

const ORIGIN = window.location.origin;
let frameWindow: { location: { replace: ReturnType<typeof vi.fn> }; postMessage: ReturnType<typeof vi.fn> };

loadStringsBeforeAll();

beforeEach(() => {
  frameWindow = { location: { replace: vi.fn() }, postMessage: vi.fn() };
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(
    frameWindow as unknown as Window,
  );
});

resetAfterEach(() => {
  clearFrameView();
  for (const toast of [...ui.toasts]) dismissToast(toast.id);
});

const logInAsJuan = () => logInAs('juan2026', { member: true });

function renderAt(path: string, state?: unknown) {
  return renderRoutes(
    [
      { path: '/lottGame', element: <LottGamePage /> },
      { path: '/member/lottOrders', element: <LottOrdersPage /> },
      { path: '/games', element: <h1>Games screen</h1> },
      { path: '/', element: <h1>Home screen</h1> },
      { path: '/member/home', element: <h1>Member screen</h1> },
      { path: '/login', element: <h1>Log in screen</h1> },
    ],
    { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
  ).router;
}

/** A message event as the browser would deliver it (jsdom's MessageEvent takes no stand-in window). */
function deliver(data: unknown, options: { origin?: string; source?: unknown } = {}) {
  const event = new Event('message');
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: options.origin ?? ORIGIN },
    source: { value: 'source' in options ? options.source : frameWindow },
  });
  act(() => void window.dispatchEvent(event));
}

const launched = () => frameWindow.location.replace.mock.calls.map(([url]) => new URL(String(url)));

async function openGame(path = '/lottGame?gameId=202', state?: unknown) {
  await logInAsJuan();
  const router = renderAt(path, state);
  await waitFor(() => expect(launched()).toHaveLength(1));
  await screen.findByText('₱12,345.67');
  return router;
}

describe('launching', () => {
  it('needs login', async () => {
    renderAt('/lottGame?gameId=202');
    expect(await screen.findByRole('heading', { name: 'Log in screen' })).toBeInTheDocument();
    expect(frameWindow.location.replace).not.toHaveBeenCalled();
  });

  it('loads the game view of the game into the frame, from our origin, and remembers the view', async () => {
    await openGame();
    const [url] = launched();
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/m/pl/t1/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      merchant: 'lottoph',
      view: 'game',
      gameId: '202',
    });
    expect(url.searchParams.get('token')).toBeTruthy();
    expect({ ...frameView }).toEqual({ view: 'game', backPath: '/games', gameId: 202 });
    expect(JSON.parse(sessionStorage.getItem(FRAME_VIEW_KEY)!)).toEqual({
      view: 'game',
      backPath: '/games',
      gameId: 202,
    });
    expect(screen.getByTitle('Lottery games').tagName).toBe('IFRAME');
    // On our own origin a sandbox would only pretend: the frame could lift it.
    expect(screen.getByTitle('Lottery games')).not.toHaveAttribute('sandbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Swertres (3D)' })).toBeInTheDocument();
  });

  it('reopens the stored game and way back after a reload', async () => {
    sessionStorage.setItem(FRAME_VIEW_KEY, JSON.stringify({ view: 'game', backPath: '/', gameId: 203 }));
    reloadFrameViewFromStorage();
    await openGame('/lottGame');
    expect(launched()[0].searchParams.get('gameId')).toBe('203');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('opens the orders view of /member/lottOrders, back to the member screen', async () => {
    await openGame('/member/lottOrders');
    expect(launched()[0].searchParams.get('view')).toBe('order');
    expect(launched()[0].searchParams.has('gameId')).toBe(false);
    expect({ ...frameView }).toEqual({ view: 'order', backPath: '/member/home', gameId: null });
  });

  it('loads the password-login path m/pl/t1 with the configured merchant and the one-time code', async () => {
    configureApi({ merchant: 'acme-ph' });
    onTestFinished(() => configureApi({ merchant: 'lottoph' }));
    server.use(http.get('*/wps/game/launchGame', () => HttpResponse.json({ token: 'lc-one-time' })));
    await logInAsJuan();
    renderAt('/lottGame?gameId=202');
    await waitFor(() => expect(launched()).toHaveLength(1));
    const [url] = launched();
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/m/pl/t1/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      merchant: 'acme-ph',
      view: 'game',
      token: 'lc-one-time',
      gameId: '202',
    });
  });

  it('keeps a launch code to its own parameter: the frame stays on our origin and path', async () => {
    const forged = 'x&merchant=evil#https://evil.example/';
    server.use(http.get('*/wps/game/launchGame', () => HttpResponse.json({ token: forged })));
    await logInAsJuan();
    renderAt('/lottGame?gameId=202');
    await waitFor(() => expect(launched()).toHaveLength(1));
    const [url] = launched();
    expect(`${url.origin}${url.pathname}${url.hash}`).toBe(`${ORIGIN}/m/pl/t1/`);
    expect(url.searchParams.get('token')).toBe(forged);
    expect(url.searchParams.getAll('merchant')).toEqual(['lottoph']);
  });

  it('a launch answer without a code is in_unknown_error', async () => {
    server.use(http.get('*/wps/game/launchGame', () => HttpResponse.json({ token: '' })));
    await logInAsJuan();
    renderAt('/lottGame?gameId=202');
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('in_unknown_error'));
    expect(frameWindow.location.replace).not.toHaveBeenCalled();
  });

  it('without a frame: in_unknown_error', async () => {
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(null);
    await logInAsJuan();
    renderAt('/lottGame?gameId=202');
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('in_unknown_error'));
  });
});

describe('§20.1 the game is the whole screen', () => {
  it('has one slim bar with named controls: back, the title, the balance and its refresh', async () => {
    await openGame('/lottGame?gameId=202', { backPath: '/' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Swertres (3D)' })).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Total balance' });
    expect(within(balance).getByText('₱12,345.67')).toBeInTheDocument();
    expect(within(balance).getByRole('button', { name: 'Refresh balance' })).toBeInTheDocument();
  });

  it('the refresh button reads the balance again and tells the site', async () => {
    await openGame();
    await act(() => post('10000001', 'CASHBACK', 1_000_000, { at: Date.now() }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('₱13,345.67')).toBeInTheDocument();
    await waitFor(() =>
      expect(frameWindow.postMessage).toHaveBeenCalledWith({ type: 'balanceRefreshed' }, ORIGIN),
    );
  });
});

describe('messages from the game site', () => {
  it('goBack returns to where the player came from and clears the view', async () => {
    const router = await openGame('/lottGame?gameId=202', { backPath: '/' });
    deliver({ type: 'goBack' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(frameView.view).toBe('none');
    expect(sessionStorage.getItem(FRAME_VIEW_KEY)).toBeNull();
  });

  it('refreshBalance reads the balance again, shows it and tells the site', async () => {
    await openGame();
    await act(() => post('10000001', 'CASHBACK', 1_000_000, { at: Date.now() }));
    deliver({ type: 'refreshBalance' });
    expect(await screen.findByText('₱13,345.67')).toBeInTheDocument();
    await waitFor(() =>
      expect(frameWindow.postMessage).toHaveBeenCalledWith({ type: 'balanceRefreshed' }, ORIGIN),
    );
    expect(frameWindow.postMessage.mock.calls.every(([, target]) => target === ORIGIN)).toBe(true);
  });

  it('logout logs out and goes to log in', async () => {
    const router = await openGame();
    deliver({ type: 'logout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.isLoggedIn).toBe(false);
    expect(frameView.view).toBe('none');
  });

  it('changeGame stores the game (and the address follows) without a new launch', async () => {
    const router = await openGame();
    deliver({ type: 'changeGame', gameId: 105 });
    await waitFor(() => expect(router.state.location.search).toBe('?gameId=105'));
    expect(frameView.gameId).toBe(105);
    expect(JSON.parse(sessionStorage.getItem(FRAME_VIEW_KEY)!).gameId).toBe(105);
    expect(launched()).toHaveLength(1);
  });

  it('launchGame launches the lobby again', async () => {
    const router = await openGame();
    deliver({ type: 'launchGame' });
    await waitFor(() => expect(launched()).toHaveLength(2));
    expect(launched()[1].searchParams.get('view')).toBe('game');
    expect(launched()[1].searchParams.has('gameId')).toBe(false);
    expect(launched()[1].searchParams.get('token')).not.toBe(launched()[0].searchParams.get('token'));
    expect(router.state.location.search).toBe('');
    expect({ ...frameView }).toEqual({ view: 'game', backPath: '/games', gameId: null });
  });

  it('launchGame from the orders view opens the game screen on the lobby', async () => {
    const router = await openGame('/member/lottOrders');
    deliver({ type: 'launchGame' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottGame'));
    await waitFor(() => expect(launched()).toHaveLength(2));
    expect(launched()[1].searchParams.get('view')).toBe('game');
    expect({ ...frameView }).toEqual({ view: 'game', backPath: '/member/home', gameId: null });
  });

  it('launchGame when no longer logged in warns, logs out and goes to log in', async () => {
    const router = await openGame();
    // An hour in the game without a call of ours: the session is past its idle limit.
    dispatchSession({ type: 'touched', at: Date.now() - 61 * 60_000 });
    deliver({ type: 'launchGame' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(ui.toasts.map((t) => t.text)).toContain('not_login');
    expect(session.isLoggedIn).toBe(false);
    expect(launched()).toHaveLength(1);
  });

  it('an unknown event is only logged', async () => {
    const router = await openGame();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    deliver({ type: 'openCashier' });
    expect(info).toHaveBeenCalledWith('[lott-game] unknown frame event ignored:', 'openCashier');
    expect(router.state.location.pathname).toBe('/lottGame');
    expect(launched()).toHaveLength(1);
  });

  it('a wrong origin, a wrong window or malformed data change nothing', async () => {
    const router = await openGame();
    const before = () => ({
      path: `${router.state.location.pathname}${router.state.location.search}`,
      view: { ...frameView },
      loggedIn: session.isLoggedIn,
      launches: launched().length,
      posted: frameWindow.postMessage.mock.calls.length,
    });
    const expected = before();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const someMessage = fc.constantFrom(
      { type: 'goBack' },
      { type: 'logout' },
      { type: 'launchGame' },
      { type: 'refreshBalance' },
      { type: 'changeGame', gameId: 101 },
      { type: 'openExternal', url: 'https://evil.example/' },
    );
    const stranger = { postMessage: vi.fn() };
    const wrong = fc.oneof(
      fc.record({
        data: someMessage,
        origin: fc.constantFrom('https://evil.example', 'null', `${ORIGIN}.evil.example`),
        source: fc.constant<unknown>(frameWindow),
      }),
      fc.record({
        data: someMessage,
        origin: fc.constant(ORIGIN),
        source: fc.constantFrom<unknown>(stranger, null, window),
      }),
      fc.record({
        data: fc.oneof(
          fc.anything(),
          fc.record({
            type: fc.constant('changeGame'),
            gameId: fc.oneof(fc.string(), fc.constant(-1), fc.constant(1.5)),
          }),
        ),
        origin: fc.constant(ORIGIN),
        source: fc.constant<unknown>(frameWindow),
      }),
    );
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    fc.assert(
      fc.property(wrong, ({ data, origin, source }) => {
        deliver(data, { origin, source });
        expect(before()).toEqual(expected);
      }),
      { numRuns: 120 },
    );
    // Nothing was pending either: a moment later the screen is still as it was.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(before()).toEqual(expected);
    expect(opened).not.toHaveBeenCalled();
  });

  it('stops listening when the screen goes', async () => {
    await openGame();
    cleanup();
    deliver({ type: 'logout' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.isLoggedIn).toBe(true);
  });
});

// A deployment that gives the game site an origin of its own (VITE_GAME_ORIGIN, docs/security.md).
describe('the game site on an origin of its own', () => {
  const GAME = 'https://games.lottoph.example';
  beforeEach(() => {
    vi.stubEnv('VITE_GAME_ORIGIN', GAME);
    return () => void vi.unstubAllEnvs();
  });

  it('loads the game from that origin into a sandboxed frame', async () => {
    await openGame();
    const [url] = launched();
    expect(url.origin).toBe(GAME);
    expect(url.pathname).toBe('/m/pl/t1/');
    expect(url.searchParams.get('token')).toBeTruthy();
    const frame = screen.getByTitle('Lottery games');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  it('listens to that origin only, and posts to it', async () => {
    const router = await openGame('/lottGame?gameId=202', { backPath: '/' });
    // Our own origin is now a stranger to the frame's protocol.
    deliver({ type: 'goBack' }, { origin: ORIGIN });
    deliver({ type: 'refreshBalance' }, { origin: GAME });
    await waitFor(() =>
      expect(frameWindow.postMessage).toHaveBeenCalledWith({ type: 'balanceRefreshed' }, GAME),
    );
    expect(frameWindow.postMessage.mock.calls.every(([, target]) => target === GAME)).toBe(true);
    expect(router.state.location.pathname).toBe('/lottGame');
    deliver({ type: 'goBack' }, { origin: GAME });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('pages outside the app', () => {
  it("inside the wrapper, has it open an https page the site asks for, through the game frame's allow-list", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const postMessage = vi.fn<(json: string) => void>();
    vi.stubGlobal('LottoAndroid', { postMessage });
    onTestFinished(() => void vi.unstubAllGlobals());
    await openGame();
    deliver({ type: 'openExternal', url: 'https://rules.example/6-42' });
    deliver({ type: 'openExternal', url: 'javascript:alert(document.cookie)' });
    deliver({ type: 'openExternal', url: 'http://rules.example/6-42' });
    await vi.dynamicImportSettled();
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage.mock.calls.map(([json]) => JSON.parse(json))).toEqual([
      { type: 'openExternal', url: 'https://rules.example/6-42' },
    ]);
  });

  it('in a browser, opens an https page in a new tab that cannot reach back to the app', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await openGame();
    deliver({ type: 'openExternal', url: 'data:text/html,<script>alert(1)</script>' });
    deliver({ type: 'openExternal', url: 'https://rules.example/6-42' });
    await vi.dynamicImportSettled();
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(opened.mock.calls).toEqual([['https://rules.example/6-42', '_blank', 'noopener,noreferrer']]);
  });
});
