import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNativeBridge,
  nativeBridge,
  nextMessage,
  type BridgeWindow,
  type NativeToWeb,
} from './native-bridge';

describe('native bridge', () => {
  it('is unavailable in a plain browser and sends nothing', () => {
    const bridge = createNativeBridge({});
    expect(bridge.available).toBe(false);
    expect(bridge.send({ type: 'requestPushToken' })).toBe(false);
  });

  it('sends JSON to the Android channel and objects to the iOS channel', () => {
    const android = { postMessage: vi.fn() };
    createNativeBridge({ LottoAndroid: android }).send({ type: 'socialLogin', provider: 'google' });
    expect(android.postMessage).toHaveBeenCalledWith('{"type":"socialLogin","provider":"google"}');

    const ios = { postMessage: vi.fn() };
    createNativeBridge({ webkit: { messageHandlers: { lotto: ios } } }).send({ type: 'requestPushToken' });
    expect(ios.postMessage).toHaveBeenCalledWith({ type: 'requestPushToken' });
  });

  it('delivers well-formed answers from the wrapper', async () => {
    const win: BridgeWindow = {};
    const bridge = createNativeBridge(win);
    const answer = nextMessage(bridge, 'pushToken', 1000);
    win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: 'fcm-123' }));
    await expect(answer).resolves.toEqual({ type: 'pushToken', token: 'fcm-123' });
  });

  it('ignores anything malformed, whatever it is', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win: BridgeWindow = {};
    const bridge = createNativeBridge(win);
    const listener = vi.fn();
    bridge.subscribe(listener);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant('{"type":"pushToken"}')), (junk) => {
        win.__lottoNative!.receive(junk);
      }),
    );
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
    const bridge = createNativeBridge({ LottoAndroid: android });
    expect(bridge.available).toBe(true);
    expect(bridge.send({ type: 'openExternal', url: 'https://example.com' })).toBe(true);
    expect(android.postMessage).toHaveBeenCalledWith('{"type":"openExternal","url":"https://example.com"}');

    expect(
      createNativeBridge({ webkit: { messageHandlers: { lotto: { postMessage: vi.fn() } } } }).available,
    ).toBe(true);
  });

  it('a WebKit browser without the wrapper handler is a plain browser', () => {
    const bridge = createNativeBridge({ webkit: {} });
    expect(bridge.available).toBe(false);
    expect(bridge.send({ type: 'requestPlatformInfo' })).toBe(false);
  });

  it.each<NativeToWeb>([
    {
      type: 'socialLoginResult',
      provider: 'facebook',
      idToken: 'id-token',
      socialId: 'fb-42',
      email: 'juan@example.com',
      displayName: 'Juan',
    },
    { type: 'socialLoginFailed', provider: 'google', reason: 'cancelled', message: 'closed' },
    { type: 'socialLoginFailed', provider: 'google', reason: 'unavailable' },
    { type: 'pushToken', token: 'fcm-123' },
    { type: 'platformInfo', platform: 'android', osVersion: '14', appVersion: '3.2.0' },
    { type: 'platformInfo', platform: 'ios', osVersion: '17.5', appVersion: '3.2.0' },
  ])('delivers a well-formed $type message as sent', (message) => {
    const win: BridgeWindow = {};
    const listener = vi.fn();
    createNativeBridge(win).subscribe(listener);
    win.__lottoNative!.receive(JSON.stringify({ ...message, extra: 'dropped' }));
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
  ])('rejects %s and says so in the console', (_what, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win: BridgeWindow = {};
    const listener = vi.fn();
    createNativeBridge(win).subscribe(listener);
    win.__lottoNative!.receive(JSON.stringify(message));
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[native-bridge] ignored a malformed message', expect.any(String));
  });

  it('drops text that is not JSON without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win: BridgeWindow = {};
    const listener = vi.fn();
    createNativeBridge(win).subscribe(listener);
    win.__lottoNative!.receive('{not json');
    expect(listener).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops delivering to a listener once it unsubscribes', () => {
    const win: BridgeWindow = {};
    const listener = vi.fn();
    const unsubscribe = createNativeBridge(win).subscribe(listener);
    unsubscribe();
    win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: 'fcm-123' }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('waits past messages of other types for the one asked for', async () => {
    const win: BridgeWindow = {};
    const answer = nextMessage(createNativeBridge(win), 'pushToken', 1000);
    win.__lottoNative!.receive(
      JSON.stringify({ type: 'platformInfo', platform: 'ios', osVersion: '17', appVersion: '3' }),
    );
    win.__lottoNative!.receive(JSON.stringify({ type: 'pushToken', token: 'fcm-456' }));
    await expect(answer).resolves.toEqual({ type: 'pushToken', token: 'fcm-456' });
  });

  it('gives null when the wrapper does not answer in time', async () => {
    vi.useFakeTimers();
    const answer = nextMessage(createNativeBridge({}), 'socialLoginResult', 30_000);
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
