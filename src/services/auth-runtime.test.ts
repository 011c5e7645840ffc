// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { server } from '@mock/node';
import type { BridgeWindow } from '@/lib/native-bridge';
import { logInAs } from '@/testing/harness';
import { dispatchSession, session } from '@/state/session';
import * as sessionWatch from '@/state/session-watch';
import { dismissToast, ui } from '@/state/ui';
import { getMemberInfo } from '@/api';
import * as pushRegistration from './push-registration';
import { currentRegistrationContext } from './registration';

const API = 'http://lotto.test';

// The session watch and push registration run for the app's lifetime and have tests of their own; here it
// only matters whether, and how, the runtime starts them. Their start functions are spied on for each test
// (restored after it), not mocked as modules: the files sharing this worker keep the real ones.
let started: {
  sessionWatch: MockInstance<typeof sessionWatch.startSessionWatch>;
  pushRegistration: MockInstance<typeof pushRegistration.startPushRegistration>;
};

const bridgeWindow = globalThis as unknown as BridgeWindow;
let startAuthRuntime: () => () => void;
// What the runtime of the test's page still waits for, stopped when the page ends: a visitor's page waits for a
// session to watch, and the next test's page must not find this one's listeners.
let stopRuntime = () => {};
let pageLoads = 0;

/** Starts the runtime as the app's boot does, and waits for what it loads on demand. */
async function startInApp() {
  stopRuntime = startAuthRuntime();
  await vi.dynamicImportSettled();
}

/** Waits for the session watch's code to load and start (it loads on demand, once there is a session). */
const watchStarted = () => vi.waitFor(() => expect(started.sessionWatch).toHaveBeenCalledTimes(1));

const keepAliveOf = (call = 0) => {
  const keepAlive = started.sessionWatch.mock.calls[call][0]?.keepAlive;
  if (!keepAlive) throw new Error('the session watch was started without a keep-alive');
  return keepAlive;
};

beforeEach(async () => {
  // "Started once" is kept by the module, so each test loads a fresh copy of it (a distinct query makes a
  // distinct module). Only this module: the API's configuration and the session must stay the ones the
  // fake backend was set up with.
  pageLoads += 1;
  const fresh = (await import(
    /* @vite-ignore */ `./auth-runtime?load=${pageLoads}`
  )) as typeof import('./auth-runtime');
  ({ startAuthRuntime } = fresh);
  started = {
    sessionWatch: vi.spyOn(sessionWatch, 'startSessionWatch').mockReturnValue({ stop: () => {} }),
    pushRegistration: vi.spyOn(pushRegistration, 'startPushRegistration').mockReturnValue(() => {}),
  };
  history.replaceState(null, '', '/');
});

afterEach(() => {
  stopRuntime();
  stopRuntime = () => {};
  vi.unstubAllGlobals();
  delete bridgeWindow.LottoAndroid;
  delete bridgeWindow.webkit;
  sessionStorage.clear();
  dispatchSession({ type: 'loggedOut' });
  for (const t of [...ui.toasts]) dismissToast(t.id);
  ui.dialogs.splice(0);
});

describe('startAuthRuntime', () => {
  it('in a plain browser: remembers the landing codes, without push registration', async () => {
    history.replaceState(null, '', '/?affiliateCode=AFF9');

    await startInApp();

    history.replaceState(null, '', '/register');
    expect(currentRegistrationContext().affiliateCode).toBe('AFF9');
    expect(started.pushRegistration).not.toHaveBeenCalled();
  });

  it('starts only once however often it is called', async () => {
    await logInAs('juan2026');
    await startInApp();
    startAuthRuntime();
    await vi.dynamicImportSettled();

    expect(started.sessionWatch).toHaveBeenCalledTimes(1);
  });

  it('starts nothing on import: only the boot starts it', async () => {
    history.replaceState(null, '', '/?affiliateCode=AFF9');
    pageLoads += 1;
    await import(/* @vite-ignore */ `./auth-runtime?load=${pageLoads}`);
    await vi.dynamicImportSettled();

    expect(started.sessionWatch).not.toHaveBeenCalled();
    history.replaceState(null, '', '/register');
    expect(currentRegistrationContext().affiliateCode).toBeUndefined();
  });

  it('starts nothing without a window (server-side or in a worker)', async () => {
    vi.stubGlobal('window', undefined);

    await startInApp();

    expect(started.sessionWatch).not.toHaveBeenCalled();
  });

  it("keeps the server's session alive with a member call that counts as an answer", async () => {
    await startInApp();
    await logInAs('juan2026');
    await watchStarted();

    await expect(keepAliveOf()()).resolves.toBe(true);
  });

  it('reports a failed keep-alive without a toast of its own', async () => {
    await startInApp();
    await logInAs('juan2026');
    await watchStarted();
    server.use(
      http.get(`${API}/wps/member/info`, () =>
        HttpResponse.json({ success: false, code: 'SYSTEM_BUSY', message: 'Busy' }, { status: 500 }),
      ),
    );

    await expect(keepAliveOf()()).resolves.toBe(false);
    expect(ui.toasts.filter((t) => t.kind === 'error')).toEqual([]);
  });
});

describe('the session watch', () => {
  it('watches a signed-in player’s session from the start', async () => {
    await logInAs('juan2026');
    await startInApp();

    expect(started.sessionWatch).toHaveBeenCalledTimes(1);
    expect(started.sessionWatch.mock.calls[0][0]?.catchUp).toBe(false);
  });

  it('leaves a visitor’s page without it until the visitor logs in', async () => {
    await startInApp();
    expect(started.sessionWatch).not.toHaveBeenCalled();

    await logInAs('juan2026');

    await watchStarted();
  });

  it('starts for a visitor when another tab changes the session, reading device storage first', async () => {
    await startInApp();
    window.dispatchEvent(new StorageEvent('storage', { key: 'lotto.language' }));
    await vi.dynamicImportSettled();
    expect(started.sessionWatch).not.toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key: 'lotto.token', newValue: 'other-tab' }));

    await watchStarted();
    expect(started.sessionWatch.mock.calls[0][0]?.catchUp).toBe(true);
  });

  it('starts for a visitor when the browser restores the page from its back-forward cache', async () => {
    await startInApp();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    await vi.dynamicImportSettled();
    expect(started.sessionWatch).not.toHaveBeenCalled();

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

    await watchStarted();
    expect(started.sessionWatch.mock.calls[0][0]?.catchUp).toBe(true);
  });
});

describe('ending an idle session on the server', () => {
  const endOnServerOf = (call = 0) => {
    const endOnServer = started.sessionWatch.mock.calls[call][0]?.endOnServer;
    if (!endOnServer)
      throw new Error('the session watch was started without a way to end a session on the server');
    return endOnServer;
  };

  it('logs the expired session out on the server, so its token is refused from then on', async () => {
    await startInApp();
    await logInAs('juan2026');
    await watchStarted();
    const token = localStorage.getItem('lotto.token')!;
    // The watch has logged the device out before it hands the token over.
    dispatchSession({ type: 'expired' });

    await endOnServerOf()(token);

    dispatchSession({ type: 'loggedIn', token, firstTimeLogin: false, at: Date.now() });
    await expect(getMemberInfo({ silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('shows nothing and ends nothing here when the server fails or has let the session go already', async () => {
    await startInApp();
    await logInAs('juan2026');
    await watchStarted();
    const ended = localStorage.getItem('lotto.token')!;
    dispatchSession({ type: 'expired' });
    // The player has already logged in again.
    await logInAs('juan2026');
    const current = localStorage.getItem('lotto.token');

    // Logged in again, the old token is already refused by the server (a 401); then the server fails.
    await expect(endOnServerOf()(ended)).resolves.toMatchObject({ success: false, kind: 'unauthorized' });
    server.use(
      http.delete(`${API}/wps/session/logout`, () =>
        HttpResponse.json({ success: false, code: 'SYSTEM_BUSY', message: 'Busy' }, { status: 500 }),
      ),
    );
    await expect(endOnServerOf()(ended)).resolves.toMatchObject({ success: false, status: 500 });

    expect(ui.toasts).toEqual([]);
    expect(ui.dialogs).toEqual([]);
    expect(session).toMatchObject({ isLoggedIn: true, token: current });
  });
});

describe('push registration inside the native wrapper', () => {
  it('starts when the wrapper names itself in the user agent', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14) LottoPHAndroidApp/3.1',
    );

    await startInApp();

    expect(started.pushRegistration).toHaveBeenCalledTimes(1);
    expect(started.pushRegistration).toHaveBeenCalledWith(
      expect.objectContaining({ send: expect.any(Function), subscribe: expect.any(Function) }),
    );
  });

  it("starts when the Android wrapper's channel is there, over that channel", async () => {
    const postMessage = vi.fn();
    bridgeWindow.LottoAndroid = { postMessage };

    await startInApp();

    expect(started.pushRegistration).toHaveBeenCalledTimes(1);
    const [bridge] = started.pushRegistration.mock.calls[0];
    expect(bridge.available).toBe(true);
    bridge.send({ type: 'requestPushToken' });
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'requestPushToken' }));
  });

  it("starts when the iOS wrapper's message handler is there", async () => {
    bridgeWindow.webkit = { messageHandlers: { lotto: { postMessage: vi.fn() } } };

    await startInApp();

    expect(started.pushRegistration).toHaveBeenCalledTimes(1);
  });

  it('does not start in a WebKit browser that has message handlers but none of ours', async () => {
    bridgeWindow.webkit = {};
    await logInAs('juan2026');

    await startInApp();

    expect(started.sessionWatch).toHaveBeenCalledTimes(1);
    expect(started.pushRegistration).not.toHaveBeenCalled();
  });
});
