import { z } from 'zod';
import { safeUrl } from './safe-url';

// The contract between the web app and the native Android/iOS wrappers (docs/native-bridge.md). The web side
// sends requests through whichever channel the wrapper injected; the wrapper answers by calling
// window.__lottoNative.receive(json). Everything that comes in is parsed against a schema first: a wrapper
// of another version, or a page script pretending to be one, cannot push malformed data into the app.
//
// Only the app's own top-level document talks to the wrapper: a copy of the app opened inside a frame (the
// game frame navigated to one of our pages, or another site framing us) gets no bridge at all, and a page of
// another origin that loads our code is not the app. What goes out is checked against the contract too, and
// the game frame, which may ask through the app, has a smaller list of what it may ask for.

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const webToNativeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('socialLogin'), provider: z.enum(SOCIAL_PROVIDERS) }),
  z.object({ type: z.literal('requestPushToken') }),
  /** Opened in the system browser: an https address only (src/lib/safe-url.ts, purpose external). */
  z.object({ type: z.literal('openExternal'), url: z.string().max(4096) }),
  z.object({ type: z.literal('requestPlatformInfo') }),
]);
export type WebToNative = z.infer<typeof webToNativeSchema>;

/** Who asks the bridge to talk to the wrapper: the app itself, or the game frame through the app. */
export type BridgeSender = 'app' | 'game-frame';

/**
 * What each sender may ask the wrapper for. The game site runs in our origin but is another team's code: it
 * may have a page opened in the system browser, never sign a player in nor touch push registration.
 */
export const SENDER_ALLOWS: Record<BridgeSender, readonly WebToNative['type'][]> = {
  app: ['socialLogin', 'requestPushToken', 'openExternal', 'requestPlatformInfo'],
  'game-frame': ['openExternal'],
};

/**
 * The contract's request/answer pairs (docs/native-bridge.md, "Who starts"): an answer is taken only while
 * its request is open, for as long as the slowest one may take (60 s, social sign-in). Nothing comes unasked:
 * a script of a same-origin frame can call __lottoNative.receive as well as the wrapper can, and an unasked
 * push token would be bound to the player.
 */
export const ANSWER_WINDOW_MS = 60_000;
const ANSWERS: Partial<Record<WebToNative['type'], readonly NativeToWebType[]>> = {
  socialLogin: ['socialLoginResult', 'socialLoginFailed'],
  requestPlatformInfo: ['platformInfo'],
  requestPushToken: ['pushToken'],
};

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
type NativeToWebType = NativeToWeb['type'];

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
  /** The top-level window: the bridge works only where that is this window itself. */
  top?: unknown;
  location?: { origin: string; href?: string };
}

export interface BridgeOptions {
  /** The app's origin; by default the one its code was served from (script-src 'self'). */
  appOrigin?: string;
  /** The clock answers are timed by. */
  now?: () => number;
}

type Listener = (message: NativeToWeb) => void;

export interface NativeBridge {
  available: boolean;
  /** Sends a message of the contract; false when it is not sent (no wrapper, or refused). */
  send(message: WebToNative, sender?: BridgeSender): boolean;
  subscribe(listener: Listener): () => void;
}

/** The origin the app's code was served from; a page loaded from a file has only its own to go by. */
function scriptOrigin(target: BridgeWindow): string | undefined {
  const script = new URL(import.meta.url);
  return script.protocol === 'https:' || script.protocol === 'http:'
    ? script.origin
    : target.location?.origin;
}

/** Whether `target` is the app's own top-level document: the only one that may talk to the wrapper. */
function isAppDocument(target: BridgeWindow, appOrigin: string | undefined): boolean {
  try {
    return target.top === target && appOrigin !== undefined && target.location?.origin === appOrigin;
  } catch {
    // A window whose top or location cannot even be read is not ours.
    return false;
  }
}

interface OpenRequest {
  answers: readonly NativeToWebType[];
  provider?: SocialProvider;
  until: number;
}

/** Creates the bridge over a window (the real one, or a stub in tests). */
export function createNativeBridge(target: BridgeWindow, options: BridgeOptions = {}): NativeBridge {
  const now = options.now ?? Date.now;
  const ours = isAppDocument(target, options.appOrigin ?? scriptOrigin(target));
  const listeners = new Set<Listener>();
  const open: OpenRequest[] = [];

  /** Takes an answer only for an open request of its kind (and provider); the request is then closed. */
  const asked = (message: NativeToWeb): boolean => {
    const at = now();
    for (let i = open.length - 1; i >= 0; i -= 1) if (open[i].until < at) open.splice(i, 1);
    const index = open.findIndex(
      (request) =>
        request.answers.includes(message.type) &&
        (!('provider' in message) || request.provider === message.provider),
    );
    if (index < 0) return false;
    open.splice(index, 1);
    return true;
  };

  if (ours) {
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
        if (!asked(parsed.data)) {
          console.warn('[native-bridge] ignored an answer nothing asked for', parsed.data.type);
          return;
        }
        for (const listener of listeners) listener(parsed.data);
      },
    };
  }
  const channel = () => {
    if (!ours) return null;
    const android = target.LottoAndroid;
    if (android) return (m: WebToNative) => android.postMessage(JSON.stringify(m));
    const ios = target.webkit?.messageHandlers?.lotto;
    if (ios) return (m: WebToNative) => ios.postMessage(m);
    return null;
  };

  /** The message as the contract has it (unknown fields dropped), or null when it may not be sent. */
  const checked = (message: WebToNative, sender: BridgeSender): WebToNative | null => {
    const parsed = webToNativeSchema.safeParse(message);
    if (!parsed.success || !SENDER_ALLOWS[sender].includes(parsed.data.type)) return null;
    if (parsed.data.type !== 'openExternal') return parsed.data;
    const url = safeUrl(parsed.data.url, 'external', { base: target.location?.href });
    return url === null ? null : { type: 'openExternal', url };
  };

  return {
    get available() {
      return channel() !== null;
    },
    send(message, sender = 'app') {
      const post = channel();
      if (!post) return false;
      const outgoing = checked(message, sender);
      if (!outgoing) {
        console.warn('[native-bridge] refused to send', sender, (message as { type?: unknown }).type);
        return false;
      }
      const answers = ANSWERS[outgoing.type];
      if (answers) {
        const provider = outgoing.type === 'socialLogin' ? outgoing.provider : undefined;
        open.push({ answers, provider, until: now() + ANSWER_WINDOW_MS });
      }
      post(outgoing);
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
