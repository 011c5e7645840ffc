// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mock/node';
import { createNativeBridge, type BridgeWindow } from '@/lib/native-bridge';
import { dispatchSession } from '@/state/session';
import { login } from './generated/wps/session/session';
import { registerPushToken, startPushRegistration } from './push-registration';

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
});

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
    const stop = startPushRegistration(createNativeBridge(win));
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
