// The session as a pure reducer over past-tense events, so every rule (the 1-hour idle limit, what a logout
// clears) is testable without a browser. The valtio store in session.ts only applies it and persists it.

export const SESSION_IDLE_LIMIT_MS = 60 * 60 * 1000;
/** How long before the idle limit an open tab warns and offers to stay signed in. */
export const SESSION_WARNING_LEAD_MS = 5 * 60 * 1000;

export interface SessionState {
  isLoggedIn: boolean;
  firstTimeLogin: boolean;
  token: string | null;
  /** Epoch ms of the last successful response while logged in. */
  lastAccessAt: number | null;
}

export type SessionEvent =
  | { type: 'loggedIn'; token: string; firstTimeLogin: boolean; at: number }
  | { type: 'touched'; at: number }
  | { type: 'loggedOut' }
  | { type: 'expired' }
  | { type: 'loggedOutElsewhere' }
  /** Another tab of this browser logged out (or its session ended): device storage no longer has a token. */
  | { type: 'endedInAnotherTab' };

export const signedOut: Readonly<SessionState> = Object.freeze({
  isLoggedIn: false,
  firstTimeLogin: false,
  token: null,
  lastAccessAt: null,
});

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'loggedIn':
      return {
        isLoggedIn: true,
        firstTimeLogin: event.firstTimeLogin,
        token: event.token,
        lastAccessAt: event.at,
      };
    case 'touched':
      return state.isLoggedIn ? { ...state, lastAccessAt: event.at } : state;
    case 'loggedOut':
    case 'expired':
    case 'loggedOutElsewhere':
    case 'endedInAnotherTab':
      // A fresh object: stores wrap what the reducer returns, and must never share (or mutate) the constant.
      return { ...signedOut };
  }
}

/** A stored session survives a restart only with a token and a last access under the idle limit. */
export function restoreSession(
  stored: { token: string | null; lastAccessAt: number | null; firstTimeLogin: boolean },
  now: number,
): SessionState {
  const { token, lastAccessAt } = stored;
  if (!token || lastAccessAt === null || !Number.isFinite(lastAccessAt)) return { ...signedOut };
  const idle = now - lastAccessAt;
  if (idle < 0 || idle >= SESSION_IDLE_LIMIT_MS) return { ...signedOut };
  return { isLoggedIn: true, firstTimeLogin: stored.firstTimeLogin, token, lastAccessAt };
}

export interface IdleDeadlines {
  /** When the open tab warns that the session is about to end. */
  warnAt: number;
  /** When the session ends without a successful response in between. */
  expireAt: number;
}

/** The idle deadlines of a session last used at `lastAccessAt`. */
export function idleDeadlines(lastAccessAt: number): IdleDeadlines {
  const expireAt = lastAccessAt + SESSION_IDLE_LIMIT_MS;
  return { warnAt: expireAt - SESSION_WARNING_LEAD_MS, expireAt };
}

export type IdlePhase = 'active' | 'warning' | 'expired';

/** Where a logged-in session stands at `now`: in use, about to end, or over. */
export function idlePhase(lastAccessAt: number, now: number): IdlePhase {
  const { warnAt, expireAt } = idleDeadlines(lastAccessAt);
  if (now >= expireAt) return 'expired';
  return now >= warnAt ? 'warning' : 'active';
}
