import { proxy } from 'valtio';
import { storage } from '@/lib/storage';
import { restoreSession, sessionReducer, type SessionEvent, type SessionState } from './session-reducer';

export const SESSION_KEYS = {
  token: 'lotto.token',
  lastAccessAt: 'lotto.lastAccessAt',
  firstTimeLogin: 'lotto.firstTimeLogin',
} as const;

// The token of a stored session dropped at start (idle past the limit while the app was closed), kept until
// the session watch has the server end it too: the device forgetting a token does not end it on the server.
let lapsedToken: string | null = null;

function readStored(): SessionState {
  const lastAccess = storage.get(SESSION_KEYS.lastAccessAt);
  const token = storage.get(SESSION_KEYS.token);
  const state = restoreSession(
    {
      token,
      lastAccessAt: lastAccess === null ? null : Number(lastAccess),
      firstTimeLogin: storage.get(SESSION_KEYS.firstTimeLogin) === 'true',
    },
    Date.now(),
  );
  lapsedToken = token && !state.isLoggedIn ? token : null;
  return state;
}

/** Whether a stored session was dropped at start and the server has not been told yet. */
export const hasLapsedSession = (): boolean => lapsedToken !== null;

/** The token of the stored session dropped at start, if any; handed out once. */
export function takeLapsedSession(): string | null {
  const token = lapsedToken;
  lapsedToken = null;
  return token;
}

// Not a persisted() store (src/state/persisted.ts): three keys that other tabs watch, written together, and a
// write that must be skipped when storage no longer holds this tab's token.
// The token as device storage held it after this tab last wrote it (null too where storage is unavailable).
// When storage no longer holds it, another tab logged out or in meanwhile.
let storedToken: string | null = null;

function persist(state: SessionState): void {
  if (state.token) {
    storage.set(SESSION_KEYS.token, state.token);
    storage.set(SESSION_KEYS.lastAccessAt, String(state.lastAccessAt ?? Date.now()));
    storage.set(SESSION_KEYS.firstTimeLogin, String(state.firstTimeLogin));
  } else {
    for (const key of Object.values(SESSION_KEYS)) storage.remove(key);
  }
  storedToken = storage.get(SESSION_KEYS.token);
}

const listeners = new Set<(event: SessionEvent) => void>();

export const session = proxy<SessionState>({ ...readStored() });
// A stale or partial session found at start is cleared from storage straight away.
persist(session);

export function dispatchSession(event: SessionEvent): void {
  // Activity must not write back a session another tab has just ended or replaced (an answer landing here
  // before this tab's storage event): the storage event, queued behind it, brings this tab in line.
  if (event.type === 'touched' && storage.get(SESSION_KEYS.token) !== storedToken) return;
  const next = sessionReducer({ ...session }, event);
  Object.assign(session, next);
  // Activity writes its time only. The check above reads this tab's view of storage, which in a tab of another
  // renderer process can lag behind another tab's logout; writing the token then would bring an ended session
  // back for every tab, while a stray access time without a token is read as no session at all.
  if (event.type === 'touched') {
    if (next.token && next.lastAccessAt !== null)
      storage.set(SESSION_KEYS.lastAccessAt, String(next.lastAccessAt));
  } else persist(next);
  for (const listener of listeners) listener(event);
}

/** Lets other stores (member, account, popups) clear themselves when the session ends. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads device storage; used at start-up and by tests that prepare storage first. */
export function reloadSessionFromStorage(): void {
  const state = readStored();
  Object.assign(session, state);
  persist(state);
}
