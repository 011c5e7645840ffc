import type { NativeBridge } from '@/lib/native-bridge';
import { getJson, setJson } from '@/lib/storage-json';
import { onSessionEvent, session } from '@/state/session';
import { fcmBind, fcmSubscribe, settle } from '@/api';

// Push registration (product spec section 7, docs/native-bridge.md): the native wrapper hands over its push
// token; the app subscribes it to the broadcast topic ALL and, while a player is logged in, binds it to the
// player. Once per token, and again after every login (a new player, or the same one on a new session).
// Binding needs a session (the call is protected), so a token that arrives while logged out is only
// subscribed until the next login. However a session ends (logout, a 401, the idle limit, another tab), its
// binding is dropped from the record: the record never claims a binding for a session that is over, nor keeps
// that session's token on the device, and the next login binds again.

const KEY = 'lotto.pushToken';

interface PushRecord {
  token: string;
  subscribed: boolean;
  /** The session token the push token was bound under, so a new session binds again. */
  boundTo: string | null;
}

const read = (): PushRecord | null => getJson<PushRecord>(KEY);
const write = (record: PushRecord) => setJson(KEY, record);

let running: Promise<void> = Promise.resolve();

/** Forgets the binding of a session that is over; queued, so a registration in flight cannot write it back. */
function dropBinding(): Promise<void> {
  running = running.then(() => {
    const known = read();
    if (known?.boundTo != null && known.boundTo !== session.token) write({ ...known, boundTo: null });
  });
  return running;
}

/** Brings the server up to date with `token`; calls run one after another so two arrivals never race. */
export function registerPushToken(token: string): Promise<void> {
  running = running.then(() => sync(token));
  return running;
}

async function sync(token: string): Promise<void> {
  const known = read();
  const record: PushRecord =
    known && known.token === token ? { ...known } : { token, subscribed: false, boundTo: null };
  if (!record.subscribed) {
    const subscribed = await settle(
      fcmSubscribe({ registrationToken: token, topic: 'ALL' }, { silent: true }),
    );
    record.subscribed = subscribed.success;
  }
  if (session.isLoggedIn && session.token && record.boundTo !== session.token) {
    const bound = await settle(fcmBind({ registrationToken: token }, { silent: true }));
    if (bound.success) record.boundTo = session.token;
  }
  write(record);
}

/** Listens to the wrapper's push tokens and registers them; asks for the current one straight away. */
export function startPushRegistration(bridge: NativeBridge): () => void {
  const stopBridge = bridge.subscribe((message) => {
    if (message.type === 'pushToken') void registerPushToken(message.token);
  });
  const stopSession = onSessionEvent((event) => {
    if (event.type !== 'loggedIn') {
      if (event.type !== 'touched') void dropBinding();
      return;
    }
    const known = read();
    if (!known) return;
    // After login: subscribe and bind again, for the player who is now signed in.
    write({ ...known, subscribed: false, boundTo: null });
    void registerPushToken(known.token);
  });
  // A session that ended while the app was closed (dropped at start for being idle) left its binding behind.
  void dropBinding();
  bridge.send({ type: 'requestPushToken' });
  return () => {
    stopBridge();
    stopSession();
  };
}
