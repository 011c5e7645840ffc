// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '@mock/node';
import { createNativeBridge, type BridgeWindow } from '@/lib/native-bridge';
import { appPage } from '@/testing/native-wrapper';
import { dispatchSession } from '@/state/session';
import { dismissToast, ui } from '@/state/ui';
import { getMemberInfo } from '@/api';
import { login } from '@/api/areas/sign-in';
import { pushRegistrationSettled, registerPushToken, startPushRegistration } from './push-registration';
import { setNavigator } from '@/state/navigation';
import { clearFrameView, openFrameView } from '@/state/frame-view';

/** What the device keeps instead of a token: its SHA-256, hex. */
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The wrapper: answers each requestPushToken with its current token (a tick later, as a real one does),
 * and records what the app sent it.
 */
function androidWrapper(token: string | null) {
  const wrapper = { token, sent: [] as unknown[], win: {} as BridgeWindow };
  wrapper.win = appPage<BridgeWindow>({
    LottoAndroid: {
      postMessage: (json) => {
        const message = JSON.parse(json) as { type: string };
        wrapper.sent.push(message);
        if (message.type === 'requestPushToken' && wrapper.token)
          setTimeout(() =>
            wrapper.win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: wrapper.token })),
          );
      },
    },
  });
  return wrapper;
}

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

/** Registrations this test started: all stopped after it, once their work is done, before its logout. */
const running = new Set<() => void>();
function start(win: BridgeWindow): () => void {
  const stop = startPushRegistration(createNativeBridge(win));
  running.add(stop);
  return stop;
}

afterEach(async () => {
  await pushRegistrationSettled();
  for (const stop of running) stop();
  running.clear();
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

  it('asks the wrapper for its token, registers it, and binds it again after login', async () => {
    const calls = recordPushCalls();
    const wrapper = androidWrapper('token-2');
    const stop = start(wrapper.win);
    expect(wrapper.sent).toEqual([{ type: 'requestPushToken' }]);
    await vi.waitFor(() => expect(paths(calls)).toEqual(['/wps/relay/CSP_fcmSubscribe']));

    await logInJuan();
    await vi.waitFor(() =>
      expect(paths(calls)).toEqual([
        '/wps/relay/CSP_fcmSubscribe',
        '/wps/relay/CSP_fcmSubscribe',
        '/wps/relay/CSP_fcmBind',
      ]),
    );
    stop();

    // The token changed while the app was away: the next start asks, and the new token is a new registration.
    wrapper.token = 'token-3';
    start(wrapper.win);
    await vi.waitFor(() =>
      expect(
        calls.slice(3).map((c) => [c.path, (c.body as { registrationToken: string }).registrationToken]),
      ).toEqual([
        ['/wps/relay/CSP_fcmSubscribe', 'token-3'],
        ['/wps/relay/CSP_fcmBind', 'token-3'],
      ]),
    );
  });

  it('takes no token the app did not ask for, and none while the lottery frame is open', async () => {
    const calls = recordPushCalls();
    const wrapper = androidWrapper('token-13');
    const stop = start(wrapper.win);
    await vi.waitFor(() => expect(paths(calls)).toEqual(['/wps/relay/CSP_fcmSubscribe']));
    const tokens = () => calls.map((c) => (c.body as { registrationToken: string }).registrationToken);

    // The wrapper has answered; a script of the game site (same origin) hands over a token of its own.
    wrapper.win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: 'planted' }));
    await pushRegistrationSettled();
    expect(tokens()).toEqual(['token-13']);
    stop();

    // With the game open the app does not even ask, so no token is taken then, whoever sends it.
    openFrameView('game', '/', null);
    onTestFinished(clearFrameView);
    start(wrapper.win);
    wrapper.win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: 'planted' }));
    await logInJuan();
    await pushRegistrationSettled();
    expect(wrapper.sent).toEqual([{ type: 'requestPushToken' }]);
    expect(tokens()).toEqual(['token-13']);
  });
});

describe('push registration across visits and failures', () => {
  it('does not subscribe again a token subscribed on an earlier visit', async () => {
    localStorage.setItem(
      STORED,
      JSON.stringify({ tokenHash: hash('token-9'), subscribed: true, boundTo: null }),
    );
    const calls = recordPushCalls();
    await registerPushToken('token-9');
    await settle();
    expect(calls).toEqual([]);
  });

  it('replaces the stored token with a new one and subscribes the new one', async () => {
    localStorage.setItem(
      STORED,
      JSON.stringify({ tokenHash: hash('old'), subscribed: true, boundTo: hash('old-session') }),
    );
    const calls = recordPushCalls();
    await registerPushToken('new');
    await settle();
    expect(calls).toEqual([
      { path: '/wps/relay/CSP_fcmSubscribe', body: { registrationToken: 'new', topic: 'ALL' }, auth: false },
    ]);
    expect(JSON.parse(localStorage.getItem(STORED)!)).toEqual({
      tokenHash: hash('new'),
      subscribed: true,
      boundTo: null,
    });
  });

  it("forgets an older build's record, which kept the push and session tokens themselves", async () => {
    localStorage.setItem(
      STORED,
      JSON.stringify({ token: 'token-14', subscribed: true, boundTo: 'a-session' }),
    );
    await registerPushToken('token-14');
    expect(localStorage.getItem(STORED)).not.toContain('token-14');
    expect(localStorage.getItem(STORED)).not.toContain('a-session');
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

  it('binds nothing after logout, and undoes the binding of the old session', async () => {
    await logInJuan();
    await registerPushToken('token-6');
    dispatchSession({ type: 'loggedOut' });
    const calls = recordPushCalls();
    await registerPushToken('token-6');
    await settle();
    expect(calls).toEqual([
      { path: '/wps/relay/CSP_fcmUnbind', body: { registrationToken: 'token-6' }, auth: false },
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('push registration when a session ends', () => {
  /** The wrapper (holding token-10) and push registration, as the app starts them; stopped when the test ends. */
  function startInWrapper() {
    const wrapper = androidWrapper('token-10');
    start(wrapper.win);
    return wrapper;
  }
  const stored = () =>
    JSON.parse(localStorage.getItem(STORED)!) as {
      tokenHash: string;
      subscribed: boolean;
      boundTo: string | null;
    };

  /** The wrapper's token, bound for Juan's session; returns that session's token. */
  async function boundForJuan() {
    await logInJuan();
    const token = localStorage.getItem('lotto.token')!;
    await vi.waitFor(() =>
      expect(stored()).toMatchObject({ tokenHash: hash('token-10'), boundTo: hash(token) }),
    );
    return token;
  }

  it.each([
    ['the idle limit', { type: 'expired' }],
    ['a 401 (logged in elsewhere)', { type: 'loggedOutElsewhere' }],
    ['a logout', { type: 'loggedOut' }],
    ['the end of the session in another tab', { type: 'endedInAnotherTab' }],
  ] as const)(
    'after %s the binding is undone on the server, the device keeps no token, and the next login binds again',
    async (_, event) => {
      startInWrapper();
      const oldSession = await boundForJuan();
      const calls = recordPushCalls();

      dispatchSession(event);
      await vi.waitFor(() => expect(stored().boundTo).toBeNull());
      expect(calls).toEqual([
        { path: '/wps/relay/CSP_fcmUnbind', body: { registrationToken: 'token-10' }, auth: false },
      ]);
      expect(localStorage.getItem(STORED)).not.toContain(oldSession);
      expect(localStorage.getItem(STORED)).not.toContain('token-10');

      await logInJuan();
      await vi.waitFor(() => expect(paths(calls)).toContain('/wps/relay/CSP_fcmBind'));
      await vi.waitFor(() => expect(stored().boundTo).toBe(hash(localStorage.getItem('lotto.token')!)));
    },
  );

  it('a 401 answer from the server undoes the binding', async () => {
    startInWrapper();
    await boundForJuan();
    server.use(
      http.get('http://lotto.test/wps/member/info', () =>
        HttpResponse.json({ success: false, code: 'UNAUTHORIZED', message: 'Elsewhere' }, { status: 401 }),
      ),
    );

    await expect(getMemberInfo({ silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    await vi.waitFor(() => expect(stored().boundTo).toBeNull());
  });

  it('a binding left by a session that ended while the app was closed is undone once the wrapper answers', async () => {
    localStorage.setItem(
      STORED,
      JSON.stringify({ tokenHash: hash('token-10'), subscribed: true, boundTo: hash('gone') }),
    );
    const calls = recordPushCalls();
    startInWrapper();
    await vi.waitFor(() => expect(stored().boundTo).toBeNull());
    expect(paths(calls)).toEqual(['/wps/relay/CSP_fcmUnbind']);
  });

  it('keeps the binding of the session still in use when the app starts', async () => {
    await logInJuan();
    const token = localStorage.getItem('lotto.token')!;
    localStorage.setItem(
      STORED,
      JSON.stringify({ tokenHash: hash('token-10'), subscribed: true, boundTo: hash(token) }),
    );
    const calls = recordPushCalls();
    const wrapper = startInWrapper();
    await vi.waitFor(() => expect(wrapper.sent).toEqual([{ type: 'requestPushToken' }]));
    await settle();
    expect(stored().boundTo).toBe(hash(token));
    expect(calls).toEqual([]);
  });
});

describe('push registration from the wrapper', () => {
  const startWith = (token: string | null = null) => {
    const wrapper = androidWrapper(token);
    const stop = start(wrapper.win);
    return {
      stop,
      wrapper,
      receive: (message: object) => wrapper.win.__lottoNative!.receive(JSON.stringify(message)),
    };
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
    localStorage.setItem(
      STORED,
      JSON.stringify({ tokenHash: hash('token-7'), subscribed: true, boundTo: null }),
    );
    const calls = recordPushCalls();
    const { stop, receive } = startWith();
    stop();
    receive({ type: 'pushToken', token: 'token-8' });
    await logInJuan();
    await settle();
    expect(calls).toEqual([]);
  });
});
