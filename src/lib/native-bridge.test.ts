import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createNativeBridge, nextMessage, type BridgeWindow } from './native-bridge';

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
