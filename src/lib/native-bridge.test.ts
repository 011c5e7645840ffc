import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN, appPage } from '@/testing/native-wrapper';
import {
  ANSWER_WINDOW_MS,
  createNativeBridge,
  nativeBridge,
  nextMessage,
  type BridgeWindow,
  type NativeToWeb,
  type WebToNative,
} from './native-bridge';

/** The app's page in the Android wrapper: what it sends, and the wrapper's way of answering. */
function inAndroidWrapper(options: { now?: () => number } = {}) {
  const postMessage = vi.fn<(json: string) => void>();
  const win = appPage<BridgeWindow>({ LottoAndroid: { postMessage } });
  const bridge = createNativeBridge(win, options);
  const listener = vi.fn<(message: NativeToWeb) => void>();
  bridge.subscribe(listener);
  return {
    bridge,
    listener,
    sent: () => postMessage.mock.calls.map(([json]) => JSON.parse(json) as unknown),
    answer: (message: object) => win.__lottoNative!.receive(JSON.stringify(message)),
    win,
  };
}

const GOOGLE_RESULT = {
  type: 'socialLoginResult',
  provider: 'google',
  idToken: 'id-token',
  socialId: 'g-1',
} as const;

describe('native bridge', () => {
  it('is unavailable in a plain browser and sends nothing', () => {
    const bridge = createNativeBridge(appPage({}));
    expect(bridge.available).toBe(false);
    expect(bridge.send({ type: 'requestPushToken' })).toBe(false);
  });

  it('sends JSON to the Android channel and objects to the iOS channel', () => {
    const android = { postMessage: vi.fn() };
    createNativeBridge(appPage({ LottoAndroid: android })).send({ type: 'socialLogin', provider: 'google' });
    expect(android.postMessage).toHaveBeenCalledWith('{"type":"socialLogin","provider":"google"}');

    const ios = { postMessage: vi.fn() };
    createNativeBridge(appPage({ webkit: { messageHandlers: { lotto: ios } } })).send({
      type: 'requestPushToken',
    });
    expect(ios.postMessage).toHaveBeenCalledWith({ type: 'requestPushToken' });
  });

  it('delivers well-formed answers from the wrapper', async () => {
    const { bridge, win } = inAndroidWrapper();
    const answer = nextMessage(bridge, 'pushToken', 1000);
    bridge.send({ type: 'requestPushToken' });
    win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: 'fcm-123' }));
    await expect(answer).resolves.toEqual({ type: 'pushToken', token: 'fcm-123' });
  });

  it('ignores anything malformed, whatever it is', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { listener, answer, win } = inAndroidWrapper();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant('{"type":"pushToken"}')), (junk) => {
        win.__lottoNative!.receive(junk);
      }),
    );
    answer({ type: 'openCashier', amount: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('native bridge channels and answers', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  // nativeBridge() installs its receiver on the real global, which outlives this file's tests.
  afterAll(() => {
    delete (globalThis as unknown as BridgeWindow).__lottoNative;
  });

  it('is available once a wrapper channel is there, and sends through it', () => {
    const android = { postMessage: vi.fn() };
    const bridge = createNativeBridge(appPage({ LottoAndroid: android }));
    expect(bridge.available).toBe(true);
    expect(bridge.send({ type: 'openExternal', url: 'https://example.com' })).toBe(true);
    expect(android.postMessage).toHaveBeenCalledWith('{"type":"openExternal","url":"https://example.com/"}');

    expect(
      createNativeBridge(appPage({ webkit: { messageHandlers: { lotto: { postMessage: vi.fn() } } } }))
        .available,
    ).toBe(true);
  });

  it('a WebKit browser without the wrapper handler is a plain browser', () => {
    const bridge = createNativeBridge(appPage({ webkit: {} }));
    expect(bridge.available).toBe(false);
    expect(bridge.send({ type: 'requestPlatformInfo' })).toBe(false);
  });

  it.each<[NativeToWeb, WebToNative | null]>([
    [
      {
        type: 'socialLoginResult',
        provider: 'facebook',
        idToken: 'id-token',
        socialId: 'fb-42',
        email: 'juan@example.com',
        displayName: 'Juan',
      },
      { type: 'socialLogin', provider: 'facebook' },
    ],
    [
      { type: 'socialLoginFailed', provider: 'google', reason: 'cancelled', message: 'closed' },
      { type: 'socialLogin', provider: 'google' },
    ],
    [
      { type: 'socialLoginFailed', provider: 'google', reason: 'unavailable' },
      { type: 'socialLogin', provider: 'google' },
    ],
    [{ type: 'pushToken', token: 'fcm-123' }, { type: 'requestPushToken' }],
    [
      { type: 'platformInfo', platform: 'android', osVersion: '14', appVersion: '3.2.0' },
      { type: 'requestPlatformInfo' },
    ],
    [
      { type: 'platformInfo', platform: 'ios', osVersion: '17.5', appVersion: '3.2.0' },
      { type: 'requestPlatformInfo' },
    ],
  ])('delivers a well-formed %o message as sent, once asked', (message, request) => {
    const { bridge, listener, answer } = inAndroidWrapper();
    if (request) bridge.send(request);
    answer({ ...message, extra: 'dropped' });
    expect(listener).toHaveBeenCalledWith(message);
  });

  it.each([
    [
      'a result without an id token',
      { type: 'socialLoginResult', provider: 'google', idToken: '', socialId: 'g-1' },
    ],
    ['a failure without a reason', { type: 'socialLoginFailed', provider: 'google' }],
    ['an empty push token', { type: 'pushToken', token: '' }],
    ['an unknown platform', { type: 'platformInfo', platform: 'windows', osVersion: '11', appVersion: '1' }],
    ['platform info without versions', { type: 'platformInfo', platform: 'ios' }],
    ['a message of no type of the contract', { type: 'evaluate', script: 'alert(1)' }],
  ])('rejects %s and says so in the console', (_what, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, listener, answer } = inAndroidWrapper();
    bridge.send({ type: 'socialLogin', provider: 'google' });
    bridge.send({ type: 'requestPlatformInfo' });
    answer(message);
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[native-bridge] ignored a malformed message', expect.any(String));
  });

  it('drops text that is not JSON without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { listener, win } = inAndroidWrapper();
    win.__lottoNative!.receive('{not json');
    expect(listener).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops delivering to a listener once it unsubscribes', () => {
    const { bridge, answer } = inAndroidWrapper();
    const listener = vi.fn();
    const unsubscribe = bridge.subscribe(listener);
    unsubscribe();
    bridge.send({ type: 'requestPushToken' });
    answer({ type: 'pushToken', token: 'fcm-123' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('waits past messages of other types for the one asked for', async () => {
    const { bridge, answer } = inAndroidWrapper();
    const pushToken = nextMessage(bridge, 'pushToken', 1000);
    bridge.send({ type: 'requestPushToken' });
    bridge.send({ type: 'requestPlatformInfo' });
    answer({ type: 'platformInfo', platform: 'ios', osVersion: '17', appVersion: '3' });
    answer({ type: 'pushToken', token: 'fcm-456' });
    await expect(pushToken).resolves.toEqual({ type: 'pushToken', token: 'fcm-456' });
  });

  it('gives null when the wrapper does not answer in time', async () => {
    vi.useFakeTimers();
    const answer = nextMessage(createNativeBridge(appPage({})), 'socialLoginResult', 30_000);
    let settled: unknown = 'pending';
    void answer.then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(settled).toBeNull();
  });

  it('the app-wide bridge is one bridge over the page, answering through window.__lottoNative', () => {
    const android = { postMessage: vi.fn() };
    vi.stubGlobal('LottoAndroid', android);
    vi.stubGlobal('top', globalThis);
    vi.stubGlobal('location', new URL(`${APP_ORIGIN}/`));
    const bridge = nativeBridge();
    expect(nativeBridge()).toBe(bridge);
    expect(bridge.send({ type: 'requestPushToken' })).toBe(true);
    expect(android.postMessage).toHaveBeenCalledWith('{"type":"requestPushToken"}');

    const listener = vi.fn();
    bridge.subscribe(listener);
    (globalThis as unknown as BridgeWindow).__lottoNative!.receive(
      JSON.stringify({ type: 'pushToken', token: 'fcm-789' }),
    );
    expect(listener).toHaveBeenCalledWith({ type: 'pushToken', token: 'fcm-789' });
  });
});

describe('who may talk to the wrapper', () => {
  it('a copy of the app inside a frame gets no bridge: it neither sends nor takes answers', () => {
    const postMessage = vi.fn();
    const topWindow = {};
    const framed: BridgeWindow = {
      LottoAndroid: { postMessage },
      top: topWindow,
      location: { origin: APP_ORIGIN },
    };
    const bridge = createNativeBridge(framed);
    expect(bridge.available).toBe(false);
    expect(bridge.send({ type: 'socialLogin', provider: 'google' })).toBe(false);
    expect(bridge.send({ type: 'requestPushToken' })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
    expect(framed.__lottoNative).toBeUndefined();
  });

  it('a window whose top cannot even be read gets no bridge', () => {
    const postMessage = vi.fn();
    const framed: BridgeWindow = { LottoAndroid: { postMessage }, location: { origin: APP_ORIGIN } };
    Object.defineProperty(framed, 'top', {
      get() {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    });
    expect(createNativeBridge(framed).send({ type: 'requestPushToken' })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it.each([
    'https://evil.example',
    'https://m.lottoph.example.evil.example',
    'http://m.lottoph.example',
    'null',
  ])('a top-level page of another origin (%s) that loads our code gets no bridge', (origin) => {
    const postMessage = vi.fn();
    const page: BridgeWindow = { LottoAndroid: { postMessage }, location: { origin } };
    page.top = page;
    const bridge = createNativeBridge(page, { appOrigin: APP_ORIGIN });
    expect(bridge.available).toBe(false);
    expect(bridge.send({ type: 'requestPushToken' })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
    expect(page.__lottoNative).toBeUndefined();
  });

  it('the top-level page of the app origin has the bridge', () => {
    const postMessage = vi.fn();
    const page = appPage<BridgeWindow>({ LottoAndroid: { postMessage } });
    expect(createNativeBridge(page, { appOrigin: APP_ORIGIN }).send({ type: 'requestPushToken' })).toBe(true);
    expect(postMessage).toHaveBeenCalledOnce();
  });

  it('sends only the messages of the contract, with only their fields', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, sent } = inAndroidWrapper();
    for (const message of [
      { type: 'evaluate', script: 'alert(1)' },
      { type: 'socialLogin', provider: 'apple' },
      { type: 'socialLogin' },
      { type: 'openExternal' },
      { type: 'openExternal', url: 42 },
    ])
      expect(bridge.send(message as unknown as WebToNative)).toBe(false);
    expect(bridge.send({ type: 'requestPushToken', token: 'forged' } as unknown as WebToNative)).toBe(true);
    expect(sent()).toEqual([{ type: 'requestPushToken' }]);
    expect(warn).toHaveBeenCalledWith('[native-bridge] refused to send', 'app', 'evaluate');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://rules.example/',
    '//rules.example/',
    ' https://rules.example/',
    'intent://scan/#Intent;scheme=zxing;end',
    'file:///data/data/ph.lotto/shared_prefs/session.xml',
  ])('never asks the wrapper to open %j', (url) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, sent } = inAndroidWrapper();
    expect(bridge.send({ type: 'openExternal', url })).toBe(false);
    expect(sent()).toEqual([]);
  });

  it('lets the game frame ask only for an https page in the system browser', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, sent } = inAndroidWrapper();
    expect(bridge.send({ type: 'socialLogin', provider: 'google' }, 'game-frame')).toBe(false);
    expect(bridge.send({ type: 'requestPushToken' }, 'game-frame')).toBe(false);
    expect(bridge.send({ type: 'requestPlatformInfo' }, 'game-frame')).toBe(false);
    expect(bridge.send({ type: 'openExternal', url: 'javascript:alert(1)' }, 'game-frame')).toBe(false);
    expect(bridge.send({ type: 'openExternal', url: 'https://rules.example/6-42' }, 'game-frame')).toBe(true);
    expect(sent()).toEqual([{ type: 'openExternal', url: 'https://rules.example/6-42' }]);
    expect(warn).toHaveBeenCalledWith('[native-bridge] refused to send', 'game-frame', 'socialLogin');
  });

  it('takes no answer nothing asked for: a forged sign-in result or platform info is dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { listener, answer } = inAndroidWrapper();
    answer(GOOGLE_RESULT);
    answer({ type: 'socialLoginFailed', provider: 'google', reason: 'failed' });
    answer({ type: 'platformInfo', platform: 'android', osVersion: '9', appVersion: '1' });
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      '[native-bridge] ignored an answer nothing asked for',
      'socialLoginResult',
    );
  });

  it("takes one answer per request, for the provider asked about, and not one the game frame's request would get", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, listener, answer } = inAndroidWrapper();
    bridge.send({ type: 'socialLogin', provider: 'google' }, 'game-frame');
    answer(GOOGLE_RESULT);
    expect(listener).not.toHaveBeenCalled();

    bridge.send({ type: 'socialLogin', provider: 'google' });
    answer({ ...GOOGLE_RESULT, provider: 'facebook' });
    answer(GOOGLE_RESULT);
    answer({ ...GOOGLE_RESULT, idToken: 'a-second-token' });
    expect(listener.mock.calls).toEqual([[GOOGLE_RESULT]]);
  });

  it('takes an answer only within the minute the contract gives it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let clock = 1_000_000;
    const { bridge, listener, answer } = inAndroidWrapper({ now: () => clock });
    bridge.send({ type: 'socialLogin', provider: 'google' });
    clock += ANSWER_WINDOW_MS + 1;
    answer(GOOGLE_RESULT);
    expect(listener).not.toHaveBeenCalled();

    bridge.send({ type: 'requestPlatformInfo' });
    clock += ANSWER_WINDOW_MS;
    answer({ type: 'platformInfo', platform: 'ios', osVersion: '17', appVersion: '3' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('takes a push token only in answer to its request, once: an unasked one may come from a game frame', () => {
    const { bridge, listener, answer } = inAndroidWrapper();
    answer({ type: 'pushToken', token: 'planted-by-a-frame' });
    expect(listener).not.toHaveBeenCalled();
    bridge.send({ type: 'requestPushToken' });
    answer({ type: 'pushToken', token: 'fcm-1' });
    answer({ type: 'pushToken', token: 'fcm-2' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ type: 'pushToken', token: 'fcm-1' });
  });
});
