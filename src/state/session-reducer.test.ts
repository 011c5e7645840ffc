import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  idleDeadlines,
  idlePhase,
  restoreSession,
  sessionReducer,
  SESSION_IDLE_LIMIT_MS,
  SESSION_WARNING_LEAD_MS,
  signedOut,
} from './session-reducer';

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

  it.each(['loggedOut', 'expired', 'loggedOutElsewhere', 'endedInAnotherTab'] as const)(
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

describe('the idle hour of an open tab', () => {
  it('warns five minutes before the hour and ends at the hour', () => {
    expect(idleDeadlines(0)).toEqual({
      warnAt: SESSION_IDLE_LIMIT_MS - SESSION_WARNING_LEAD_MS,
      expireAt: SESSION_IDLE_LIMIT_MS,
    });
    expect(SESSION_WARNING_LEAD_MS).toBe(5 * 60 * 1000);
  });

  it('is active, then warning, then expired, in that order and never back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.nat(3 * SESSION_IDLE_LIMIT_MS),
        fc.nat(SESSION_IDLE_LIMIT_MS),
        (last, idle, more) => {
          const order = { active: 0, warning: 1, expired: 2 } as const;
          const now = idlePhase(last, last + idle);
          const later = idlePhase(last, last + idle + more);
          expect(order[later]).toBeGreaterThanOrEqual(order[now]);
          expect(now === 'expired').toBe(idle >= SESSION_IDLE_LIMIT_MS);
          expect(now === 'active').toBe(idle < SESSION_IDLE_LIMIT_MS - SESSION_WARNING_LEAD_MS);
        },
      ),
    );
  });

  it('agrees with the restore rule: a session the watch calls expired does not survive a restart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.nat(3 * SESSION_IDLE_LIMIT_MS), (last, idle) => {
        const restored = restoreSession(
          { token: 't', lastAccessAt: last, firstTimeLogin: false },
          last + idle,
        );
        expect(restored.isLoggedIn).toBe(idlePhase(last, last + idle) !== 'expired');
      }),
    );
  });
});
