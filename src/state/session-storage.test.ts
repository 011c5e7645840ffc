// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchSession, reloadSessionFromStorage, session, SESSION_KEYS } from './session';

const HOUR = 60 * 60 * 1000;

describe('session in device storage', () => {
  afterEach(() => {
    dispatchSession({ type: 'loggedOut' });
    localStorage.clear();
  });

  it('keeps a stored session last used under an hour ago', () => {
    localStorage.setItem(SESSION_KEYS.token, 'stored-token');
    localStorage.setItem(SESSION_KEYS.lastAccessAt, String(Date.now() - HOUR + 60_000));
    reloadSessionFromStorage();
    expect(session).toMatchObject({ isLoggedIn: true, token: 'stored-token' });
  });

  it('clears a stored session idle for over an hour, token and access time included', () => {
    localStorage.setItem(SESSION_KEYS.token, 'stale-token');
    localStorage.setItem(SESSION_KEYS.lastAccessAt, String(Date.now() - HOUR - 1));
    reloadSessionFromStorage();
    expect(session.isLoggedIn).toBe(false);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.lastAccessAt)).toBeNull();
  });

  it('stores token and access time on login and removes them on logout', () => {
    dispatchSession({ type: 'loggedIn', token: 'fresh', firstTimeLogin: true, at: 123 });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('fresh');
    expect(localStorage.getItem(SESSION_KEYS.lastAccessAt)).toBe('123');
    dispatchSession({ type: 'loggedOut' });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.firstTimeLogin)).toBeNull();
  });
});
