import { z } from 'zod';

// The contract between the web app and the native Android/iOS wrappers (docs/native-bridge.md). The web side
// sends requests through whichever channel the wrapper injected; the wrapper answers by calling
// window.__lottoNative.receive(json). Everything that comes in is parsed against a schema first: a wrapper
// of another version, or a page script pretending to be one, cannot push malformed data into the app.

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export type WebToNative =
  | { type: 'socialLogin'; provider: SocialProvider }
  | { type: 'requestPushToken' }
  | { type: 'openExternal'; url: string }
  | { type: 'requestPlatformInfo' };

export const nativeToWebSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('socialLoginResult'),
    provider: z.enum(SOCIAL_PROVIDERS),
    /** The provider's id token, exchanged with our backend for a session. */
    idToken: z.string().min(1),
    socialId: z.string().min(1),
    email: z.string().optional(),
    displayName: z.string().optional(),
  }),
  z.object({
    type: z.literal('socialLoginFailed'),
    provider: z.enum(SOCIAL_PROVIDERS),
    reason: z.enum(['cancelled', 'failed', 'unavailable']),
    message: z.string().optional(),
  }),
  z.object({ type: z.literal('pushToken'), token: z.string().min(1) }),
  z.object({
    type: z.literal('platformInfo'),
    platform: z.enum(['android', 'ios']),
    osVersion: z.string(),
    appVersion: z.string(),
  }),
]);
export type NativeToWeb = z.infer<typeof nativeToWebSchema>;

interface AndroidChannel {
  postMessage(json: string): void;
}
interface IOSChannel {
  postMessage(message: unknown): void;
}
export interface BridgeWindow {
  LottoAndroid?: AndroidChannel;
  webkit?: { messageHandlers?: { lotto?: IOSChannel } };
  __lottoNative?: { receive(json: string): void };
}

type Listener = (message: NativeToWeb) => void;

export interface NativeBridge {
  available: boolean;
  send(message: WebToNative): boolean;
  subscribe(listener: Listener): () => void;
}

/** Creates the bridge over a window (the real one, or a stub in tests). */
export function createNativeBridge(target: BridgeWindow): NativeBridge {
  const listeners = new Set<Listener>();
  target.__lottoNative = {
    receive(json: string) {
      let data: unknown;
      try {
        data = JSON.parse(json);
      } catch {
        return;
      }
      const parsed = nativeToWebSchema.safeParse(data);
      if (!parsed.success) {
        console.warn('[native-bridge] ignored a malformed message', parsed.error.issues[0]?.message);
        return;
      }
      for (const listener of listeners) listener(parsed.data);
    },
  };
  const channel = () => {
    if (target.LottoAndroid) return (m: WebToNative) => target.LottoAndroid!.postMessage(JSON.stringify(m));
    const ios = target.webkit?.messageHandlers?.lotto;
    if (ios) return (m: WebToNative) => ios.postMessage(m);
    return null;
  };
  return {
    get available() {
      return channel() !== null;
    },
    send(message) {
      const post = channel();
      if (!post) return false;
      post(message);
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: NativeBridge | null = null;
export function nativeBridge(): NativeBridge {
  shared ??= createNativeBridge(globalThis as unknown as BridgeWindow);
  return shared;
}

/** Waits for the first message of a type (e.g. the answer to socialLogin), or null after the timeout. */
export function nextMessage<T extends NativeToWeb['type']>(
  bridge: NativeBridge,
  type: T,
  timeoutMs: number,
): Promise<Extract<NativeToWeb, { type: T }> | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, timeoutMs);
    const stop = bridge.subscribe((message) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      stop();
      resolve(message as Extract<NativeToWeb, { type: T }>);
    });
  });
}
