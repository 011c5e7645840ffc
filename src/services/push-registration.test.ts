// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '@mock/node';
import { createNativeBridge, type BridgeWindow } from '@/lib/native-bridge';
import { appPage } from '@/testing/native-wrapper';
import { dispatchSession } from '@/state/session';
import { dismissToast, ui } from '@/state/ui';
import { getMemberInfo, login } from '@/api';
import { registerPushToken, startPushRegistration } from './push-registration';
import { setNavigator } from '@/state/navigation';

/** Where the code under test sent the player (the app's router registers the real one). */
const navigate = vi.fn<(path: string) => void>();
beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
});

function recordPushCalls() {
  const calls: { path: string; body: unknown; auth: boolean }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/wps/relay/CSP_fcm')) return;
    void request
      .clone()
      .json()
      .then((body: unknown) => calls.push({ path, body, auth: request.headers.has('Authorization') }));
  });
  return calls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function logInJuan() {
  const issued = await login({
    type: 'password',
    username: 'juan2026',
    password: 'Lotto2026',
    lottoArea: 'PL',
    channel: 'MOBILE',
  });
  dispatchSession({ type: 'loggedIn', token: issued.token, firstTimeLogin: false, at: Date.now() });
}

afterEach(() => {
  server.events.removeAllListeners();
  dispatchSession({ type: 'loggedOut' });
  localStorage.clear();
  for (const t of [...ui.toasts]) dismissToast(t.id);
});

const STORED = 'lotto.pushToken';

/** The next answer to `path` is a server error (once); later calls reach the fake backend again. */
function failOnce(path: string) {
  server.use(
    http.post(
      `http://lotto.test${path}`,
      () => HttpResponse.json({ success: false, code: 'FCM_DOWN', message: 'FCM is down' }, { status: 500 }),
      { once: true },
    ),
  );
}

const paths = (calls: { path: string }[]) => calls.map((c) => c.path);

describe('push registration', () => {
  it('subscribes a token to ALL once, and binds it only with a session', async () => {
    const calls = recordPushCalls();
    await registerPushToken('token-1');
    await registerPushToken('token-1');
    await settle();
    expect(calls).toEqual([
      {
        path: '/wps/relay/CSP_fcmSubscribe',
        body: { registrationToken: 'token-1', topic: 'ALL' },
        auth: false,
      },
    ]);

    await logInJuan();
    await registerPushToken('token-1');
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/wps/relay/CSP_fcmSubscribe', '/wps/relay/CSP_fcmBind']);
    expect(calls[1]).toMatchObject({ body: { registrationToken: 'token-1' }, auth: true });
  });

  it("takes the wrapper's tokens from the bridge and registers again after login", async () => {
    const calls = recordPushCalls();
    const sent: unknown[] = [];
    const win: BridgeWindow = { LottoAndroid: { postMessage: (json) => sent.push(JSON.parse(json)) } };
    const stop = startPushRegistration(createNativeBridge(appPage(win)));
    expect(sent).toEqual([{ type: 'requestPushToken' }]);

    win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: 'token-2' }));
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/wps/relay/CSP_fcmSubscribe']);

    await logInJuan();
    await settle();
    await settle();
    expect(calls.map((c) => c.path)).toEqual([
      '/wps/relay/CSP_fcmSubscribe',
      '/wps/relay/CSP_fcmSubscribe',
      '/wps/relay/CSP_fcmBind',
    ]);
    // A new token is a new registration.
    win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: 'token-3' }));
    await settle();
    expect(
      calls.slice(3).map((c) => [c.path, (c.body as { registrationToken: string }).registrationToken]),
    ).toEqual([
      ['/wps/relay/CSP_fcmSubscribe', 'token-3'],
      ['/wps/relay/CSP_fcmBind', 'token-3'],
    ]);
    stop();
  });
});

describe('push registration across visits and failures', () => {
  it('does not subscribe again a token subscribed on an earlier visit', async () => {
    localStorage.setItem(STORED, JSON.stringify({ token: 'token-9', subscribed: true, boundTo: null }));
    const calls = recordPushCalls();
    await registerPushToken('token-9');
    await settle();
    expect(calls).toEqual([]);
  });

  it('replaces the stored token with a new one and subscribes the new one', async () => {
    localStorage.setItem(STORED, JSON.stringify({ token: 'old', subscribed: true, boundTo: 'old-session' }));
    const calls = recordPushCalls();
    await registerPushToken('new');
    await settle();
    expect(calls).toEqual([
      { path: '/wps/relay/CSP_fcmSubscribe', body: { registrationToken: 'new', topic: 'ALL' }, auth: false },
    ]);
    expect(JSON.parse(localStorage.getItem(STORED)!)).toEqual({
      token: 'new',
      subscribed: true,
      boundTo: null,
    });
  });

  it('a failed subscribe shows nothing and is tried again with the next registration', async () => {
    failOnce('/wps/relay/CSP_fcmSubscribe');
    const calls = recordPushCalls();
    await registerPushToken('token-4');
    await registerPushToken('token-4');
    await settle();
    expect(paths(calls)).toEqual(['/wps/relay/CSP_fcmSubscribe', '/wps/relay/CSP_fcmSubscribe']);
    expect(ui.toasts).toEqual([]);
  });

  it('a failed bind shows nothing and is tried again; a bind that worked is not repeated', async () => {
    await logInJuan();
    failOnce('/wps/relay/CSP_fcmBind');
    const calls = recordPushCalls();
    await registerPushToken('token-5');
    await registerPushToken('token-5');
    await registerPushToken('token-5');
    await settle();
    expect(paths(calls)).toEqual([
      '/wps/relay/CSP_fcmSubscribe',
      '/wps/relay/CSP_fcmBind',
      '/wps/relay/CSP_fcmBind',
    ]);
    expect(ui.toasts).toEqual([]);
  });

  it('binds nothing after logout, even a token bound under the old session', async () => {
    await logInJuan();
    await registerPushToken('token-6');
    dispatchSession({ type: 'loggedOut' });
    const calls = recordPushCalls();
    await registerPushToken('token-6');
    await settle();
    expect(calls).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('push registration when a session ends', () => {
  /** The wrapper and push registration, as the app starts them; stopped when the test ends, passed or not. */
  function startInWrapper() {
    const win: BridgeWindow = { LottoAndroid: { postMessage: () => undefined } };
    onTestFinished(startPushRegistration(createNativeBridge(appPage(win))));
    return win;
  }
  const stored = () => JSON.parse(localStorage.getItem(STORED)!) as { token: string; boundTo: string | null };

  /** The wrapper's token, bound for Juan's session; returns that session's token. */
  async function boundForJuan(win: BridgeWindow) {
    await logInJuan();
    win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: 'token-10' }));
    await settle();
    const token = localStorage.getItem('lotto.token')!;
    expect(stored()).toMatchObject({ token: 'token-10', boundTo: token });
    return token;
  }

  it.each([
    ['the idle limit', { type: 'expired' }],
    ['a 401 (logged in elsewhere)', { type: 'loggedOutElsewhere' }],
    ['a logout', { type: 'loggedOut' }],
    ['the end of the session in another tab', { type: 'endedInAnotherTab' }],
  ] as const)(
    'after %s the device keeps no binding, nor the old token, and the next login binds again',
    async (_, event) => {
      const win = startInWrapper();
      const oldSession = await boundForJuan(win);

      dispatchSession(event);
      await settle();
      expect(stored()).toEqual({ token: 'token-10', subscribed: true, boundTo: null });
      expect(localStorage.getItem(STORED)).not.toContain(oldSession);

      const calls = recordPushCalls();
      await logInJuan();
      await settle();
      expect(paths(calls)).toContain('/wps/relay/CSP_fcmBind');
      expect(stored().boundTo).toBe(localStorage.getItem('lotto.token'));
    },
  );

  it('a 401 answer from the server drops the binding', async () => {
    const win = startInWrapper();
    await boundForJuan(win);
    server.use(
      http.get('http://lotto.test/wps/member/info', () =>
        HttpResponse.json({ success: false, code: 'UNAUTHORIZED', message: 'Elsewhere' }, { status: 401 }),
      ),
    );

    await expect(getMemberInfo({ silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    await settle();
    expect(stored().boundTo).toBeNull();
  });

  it('a binding left by a session that ended while the app was closed is dropped at start', async () => {
    localStorage.setItem(STORED, JSON.stringify({ token: 'token-11', subscribed: true, boundTo: 'gone' }));
    startInWrapper();
    await settle();
    expect(stored()).toEqual({ token: 'token-11', subscribed: true, boundTo: null });
  });

  it('keeps the binding of the session still in use when the app starts', async () => {
    await logInJuan();
    const token = localStorage.getItem('lotto.token')!;
    localStorage.setItem(STORED, JSON.stringify({ token: 'token-12', subscribed: true, boundTo: token }));
    const calls = recordPushCalls();
    startInWrapper();
    await settle();
    expect(stored().boundTo).toBe(token);
    expect(calls).toEqual([]);
  });
});

describe('push registration from the wrapper', () => {
  const startWith = () => {
    const win: BridgeWindow = { LottoAndroid: { postMessage: () => undefined } };
    const stop = startPushRegistration(createNativeBridge(appPage(win)));
    return { stop, receive: (message: object) => win.__lottoNative!.receive(JSON.stringify(message)) };
  };

  it('registers nothing for other messages from the wrapper', async () => {
    const calls = recordPushCalls();
    const { stop, receive } = startWith();
    receive({ type: 'platformInfo', platform: 'android', osVersion: '14', appVersion: '1.0.0' });
    await settle();
    expect(calls).toEqual([]);
    stop();
  });

  it('registers nothing at login when the wrapper never sent a token', async () => {
    const calls = recordPushCalls();
    const { stop } = startWith();
    await logInJuan();
    await settle();
    expect(calls).toEqual([]);
    stop();
  });

  it('once stopped, neither a new token nor a login registers anything', async () => {
    localStorage.setItem(STORED, JSON.stringify({ token: 'token-7', subscribed: true, boundTo: null }));
    const calls = recordPushCalls();
    const { stop, receive } = startWith();
    stop();
    receive({ type: 'pushToken', token: 'token-8' });
    await logInJuan();
    await settle();
    expect(calls).toEqual([]);
  });
});
