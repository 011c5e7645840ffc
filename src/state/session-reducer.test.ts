import { describe, expect, it } from 'vitest';
import { restoreSession, sessionReducer, SESSION_IDLE_LIMIT_MS, signedOut } from './session-reducer';

const loggedIn = sessionReducer(signedOut, {
  type: 'loggedIn',
  token: 't-1',
  firstTimeLogin: true,
  at: 1000,
});

describe('session reducer', () => {
  it('logs in with the token, the first-login flag and the access time', () => {
    expect(loggedIn).toEqual({ isLoggedIn: true, firstTimeLogin: true, token: 't-1', lastAccessAt: 1000 });
  });

  it('a touch refreshes the access time only while logged in', () => {
    expect(sessionReducer(loggedIn, { type: 'touched', at: 5000 }).lastAccessAt).toBe(5000);
    expect(sessionReducer(signedOut, { type: 'touched', at: 5000 })).toEqual(signedOut);
  });

  it.each(['loggedOut', 'expired', 'loggedOutElsewhere'] as const)(
    '%s clears token and access time',
    (type) => {
      expect(sessionReducer(loggedIn, { type })).toEqual(signedOut);
    },
  );
});

describe('restoring a stored session (the 1-hour rule)', () => {
  const now = 10 * SESSION_IDLE_LIMIT_MS;
  it('keeps a session last used under an hour ago', () => {
    const state = restoreSession(
      { token: 'abc', lastAccessAt: now - SESSION_IDLE_LIMIT_MS + 1, firstTimeLogin: false },
      now,
    );
    expect(state).toMatchObject({ isLoggedIn: true, token: 'abc' });
  });
  it('drops a session idle for an hour or more', () => {
    expect(
      restoreSession({ token: 'abc', lastAccessAt: now - SESSION_IDLE_LIMIT_MS, firstTimeLogin: false }, now),
    ).toEqual(signedOut);
  });
  it('drops a session without a token or without an access time', () => {
    expect(restoreSession({ token: null, lastAccessAt: now, firstTimeLogin: false }, now)).toEqual(signedOut);
    expect(restoreSession({ token: 'abc', lastAccessAt: null, firstTimeLogin: false }, now)).toEqual(
      signedOut,
    );
    expect(restoreSession({ token: 'abc', lastAccessAt: Number.NaN, firstTimeLogin: false }, now)).toEqual(
      signedOut,
    );
  });
  it('drops a session whose access time lies in the future (a clock that was wound back)', () => {
    expect(restoreSession({ token: 'abc', lastAccessAt: now + 60_000, firstTimeLogin: false }, now)).toEqual(
      signedOut,
    );
  });
});

describe('the signed-out state', () => {
  it('is a fresh object each time, so a store wrapping it cannot change what the next logout returns', () => {
    const first = sessionReducer(loggedIn, { type: 'loggedOut' });
    Object.assign(first, { isLoggedIn: true, token: 'leaked' });
    expect(sessionReducer(loggedIn, { type: 'loggedOut' })).toEqual(signedOut);
    expect(signedOut.token).toBeNull();
  });
});
