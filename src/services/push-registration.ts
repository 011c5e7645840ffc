import type { NativeBridge } from '@/lib/native-bridge';
import { getJson, setJson } from '@/lib/storage-json';
import { storage } from '@/lib/storage';
import { frameView } from '@/state/frame-view';
import { onSessionEvent, session } from '@/state/session';
import { settle } from '@/api';
import { fcmBind, fcmSubscribe, fcmUnbind } from '@/api/areas/sign-in';

// Push registration (product spec section 7, docs/native-bridge.md): the native wrapper hands over its push
// token when the app asks for it; the app subscribes it to the broadcast topic ALL and, while a player is
// logged in, binds it to the player. Once per token, and again after every login (a new player, or the same
// one on a new session). However a session ends (logout, a 401, the idle limit, a break, another tab), the
// binding is undone on the server (CSP_fcmUnbind), so a shared phone stops getting the last player's
// notifications; a binding left by a session that ended while the app was closed is undone when the wrapper
// next hands the token over.
//
// The device keeps only hashes: of the push token (to know it was registered) and of the session it was bound
// under. The token itself lives in memory for this page's life, and is asked for again at each start and login.
// A token is taken only in answer to the app's own request (the bridge's rule) and never while the lottery
// frame is open: a script of the game site shares our origin and could hand over a token of its own.

const KEY = 'lotto.pushToken';

interface PushRecord {
  /** SHA-256 of the push token, hex. */
  tokenHash: string;
  subscribed: boolean;
  /** SHA-256 of the session token the push token is bound under; null when it is bound to no one. */
  boundTo: string | null;
}

function read(): PushRecord | null {
  const record = getJson<Partial<PushRecord>>(KEY);
  if (record && typeof record.tokenHash === 'string') return record as PushRecord;
  // A record of an older build kept the token and the session token themselves: neither stays on the device.
  if (record) storage.remove(KEY);
  return null;
}
const write = (record: PushRecord) => setJson(KEY, record);

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sessionHash = (): Promise<string | null> =>
  session.isLoggedIn && session.token ? sha256(session.token) : Promise.resolve(null);

/** The wrapper's push token, once it has handed it over in this page's life. */
let current: string | null = null;
let running: Promise<void> = Promise.resolve();

/** Brings the server up to date with `token`; calls run one after another so two arrivals never race. */
export function registerPushToken(token: string): Promise<void> {
  running = running.then(() => sync(token));
  return running;
}

/** Resolves once the registration work queued so far is done. */
export const pushRegistrationSettled = (): Promise<void> => running;

/** A session ended: its binding is undone now if the token is known here, else when the wrapper next sends it. */
function endBinding(): Promise<void> {
  running = running.then(async () => {
    if (current) await sync(current);
  });
  return running;
}

async function sync(token: string): Promise<void> {
  current = token;
  const tokenHash = await sha256(token);
  const known = read();
  const record: PushRecord =
    known && known.tokenHash === tokenHash ? { ...known } : { tokenHash, subscribed: false, boundTo: null };
  if (!record.subscribed) {
    const subscribed = await settle(
      fcmSubscribe({ registrationToken: token, topic: 'ALL' }, { silent: true }),
    );
    record.subscribed = subscribed.success;
  }
  const live = await sessionHash();
  if (record.boundTo !== null && record.boundTo !== live) {
    const unbound = await settle(fcmUnbind({ registrationToken: token }, { silent: true }));
    // Kept when the call failed: the next registration tries again.
    if (unbound.success) record.boundTo = null;
  }
  if (live !== null && record.boundTo !== live) {
    const bound = await settle(fcmBind({ registrationToken: token }, { silent: true }));
    if (bound.success) record.boundTo = live;
  }
  write(record);
}

/** Listens to the wrapper's push tokens and registers them; asks for the current one straight away. */
export function startPushRegistration(bridge: NativeBridge): () => void {
  current = null;
  const ask = () => {
    if (frameView.view === 'none') bridge.send({ type: 'requestPushToken' });
  };
  const stopBridge = bridge.subscribe((message) => {
    if (message.type === 'pushToken' && frameView.view === 'none') void registerPushToken(message.token);
  });
  const stopSession = onSessionEvent((event) => {
    if (event.type === 'touched') return;
    if (event.type !== 'loggedIn') {
      void endBinding();
      return;
    }
    // After login: subscribe and bind again, for the player who is now signed in.
    const known = read();
    if (known) write({ ...known, subscribed: false });
    if (current) void registerPushToken(current);
    else ask();
  });
  ask();
  return () => {
    stopBridge();
    stopSession();
    current = null;
  };
}
