// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchSession, reloadSessionFromStorage, session, SESSION_KEYS } from './session';
import { SESSION_IDLE_LIMIT_MS, SESSION_WARNING_LEAD_MS } from './session-reducer';
import { IDLE_EXPIRED_MESSAGE, IDLE_WARNING_MESSAGES, startSessionWatch } from './session-watch';
import { closeDialog, ui } from './ui';
import { setNavigator } from './navigation';

/** Where the code under test sent the player (the app's router registers the real one). */
const navigate = vi.fn<(path: string) => void>();
beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
});

const MINUTE = 60_000;
let stop: (() => void) | null = null;

/** Lets valtio's batched notifications (and the reactions to them) run. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

const warning = () => ui.dialogs.find((d) => d.titleKey === IDLE_WARNING_MESSAGES.title);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000_000_000 });
});

afterEach(() => {
  stop?.();
  stop = null;
  dispatchSession({ type: 'loggedOut' });
  ui.dialogs.splice(0);
  ui.toasts.splice(0);
  localStorage.clear();
  vi.useRealTimers();
});

function logIn() {
  dispatchSession({ type: 'loggedIn', token: 'tab-token', firstTimeLogin: false, at: Date.now() });
}

describe('idle watch', () => {
  it('warns five minutes before the hour; closing the warning keeps the session and asks the server', async () => {
    // The server answers: in the app, the pipeline counts that answer as activity.
    const keepAlive = vi.fn(() => {
      dispatchSession({ type: 'touched', at: Date.now() });
      return Promise.resolve(true);
    });
    logIn();
    stop = startSessionWatch({ keepAlive }).stop;
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS - SESSION_WARNING_LEAD_MS - 1);
    expect(warning()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(warning()).toMatchObject({ kind: 'warning', text: IDLE_WARNING_MESSAGES.text, isKey: true });

    const before = session.lastAccessAt;
    vi.advanceTimersByTime(MINUTE);
    closeDialog(warning()!.id);
    await settle();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(session.lastAccessAt).toBeGreaterThan(before!);
    expect(session.isLoggedIn).toBe(true);

    // A full new hour from the moment the player stayed.
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS - SESSION_WARNING_LEAD_MS - 1);
    await settle();
    expect(warning()).toBeUndefined();
  });

  it('keeps the session on this device when the server cannot be asked', async () => {
    logIn();
    stop = startSessionWatch({ keepAlive: () => Promise.resolve(false) }).stop;
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS - SESSION_WARNING_LEAD_MS + MINUTE);
    closeDialog(warning()!.id);
    await settle();
    expect(session.lastAccessAt).toBe(Date.now());
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS - MINUTE);
    expect(session.isLoggedIn).toBe(true);
  });

  it('ends the session at the hour: cleared, told, sent to /login', async () => {
    logIn();
    stop = startSessionWatch().stop;
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS);
    await settle();
    expect(session.isLoggedIn).toBe(false);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(ui.toasts.map((t) => t.text)).toContain('session_expired');
    expect(warning()).toBeUndefined();
  });

  it('activity moves the deadline and takes back a warning already shown', async () => {
    logIn();
    stop = startSessionWatch().stop;
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS - SESSION_WARNING_LEAD_MS);
    expect(warning()).toBeDefined();
    dispatchSession({ type: 'touched', at: Date.now() });
    await settle();
    expect(warning()).toBeUndefined();
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS - SESSION_WARNING_LEAD_MS - 1);
    expect(session.isLoggedIn).toBe(true);
  });

  it('checks again when the tab comes back (timers of a frozen tab are late)', async () => {
    logIn();
    stop = startSessionWatch().stop;
    vi.setSystemTime(Date.now() + SESSION_IDLE_LIMIT_MS + MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(session.isLoggedIn).toBe(false);
  });
});

describe("what counts as the player's activity", () => {
  const tap = () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const key = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
  const expiredToasts = () => ui.toasts.filter((t) => t.text === IDLE_EXPIRED_MESSAGE);

  it('a tap or a key starts a new hour', async () => {
    logIn();
    stop = startSessionWatch().stop;
    vi.advanceTimersByTime(50 * MINUTE);
    tap();
    vi.advanceTimersByTime(50 * MINUTE);
    key();
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS - SESSION_WARNING_LEAD_MS - 1);
    await settle();
    expect(session.isLoggedIn).toBe(true);
    expect(warning()).toBeUndefined();
    expect(localStorage.getItem(SESSION_KEYS.lastAccessAt)).toBe(String(session.lastAccessAt));

    vi.advanceTimersByTime(SESSION_WARNING_LEAD_MS + 1);
    await settle();
    expect(session.isLoggedIn).toBe(false);
    expect(expiredToasts()).toHaveLength(1);
  });

  it('counts a tap even where the control stops it from bubbling', () => {
    logIn();
    stop = startSessionWatch().stop;
    const button = document.createElement('button');
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    document.body.append(button);
    vi.advanceTimersByTime(10 * MINUTE);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.remove();
    expect(session.lastAccessAt).toBe(Date.now());
  });

  it('notes taps at most once a minute', () => {
    logIn();
    stop = startSessionWatch().stop;
    vi.advanceTimersByTime(10 * MINUTE);
    tap();
    const noted = Date.now();
    vi.advanceTimersByTime(MINUTE - 1);
    tap();
    expect(session.lastAccessAt).toBe(noted);
    vi.advanceTimersByTime(1);
    tap();
    expect(session.lastAccessAt).toBe(Date.now());
  });

  it('a tap while the warning shows leaves it to the warning, whose button also asks the server', async () => {
    const keepAlive = vi.fn(() => Promise.resolve(false));
    logIn();
    stop = startSessionWatch({ keepAlive }).stop;
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS - SESSION_WARNING_LEAD_MS);
    const before = session.lastAccessAt;
    tap();
    await settle();
    expect(session.lastAccessAt).toBe(before);
    expect(warning()).toBeDefined();

    closeDialog(warning()!.id);
    await settle();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(session.lastAccessAt).toBe(Date.now());
  });

  it('a tap in a tab whose timer came late ends the session instead of reviving it', async () => {
    logIn();
    stop = startSessionWatch().stop;
    // A frozen tab: the clock moved on, its timers did not run.
    vi.setSystemTime(Date.now() + SESSION_IDLE_LIMIT_MS + MINUTE);
    tap();
    await settle();
    expect(session.isLoggedIn).toBe(false);
    expect(expiredToasts()).toHaveLength(1);
  });

  it('once stopped, taps count for nothing', () => {
    logIn();
    const at = session.lastAccessAt;
    startSessionWatch().stop();
    vi.advanceTimersByTime(10 * MINUTE);
    tap();
    key();
    expect(session.lastAccessAt).toBe(at);
  });
});

describe('ending an idle session on the server', () => {
  it("at the hour, after the device has logged out, hands over the ended session's token", async () => {
    const endOnServer = vi.fn((token: string) => {
      void token;
      // The device is already logged out when the server is told.
      expect(session.isLoggedIn).toBe(false);
      return Promise.resolve();
    });
    logIn();
    stop = startSessionWatch({ endOnServer }).stop;
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS - 1);
    await settle();
    expect(endOnServer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settle();
    expect(endOnServer).toHaveBeenCalledTimes(1);
    expect(endOnServer).toHaveBeenCalledWith('tab-token');
  });

  it('a server that fails, at once or later, changes nothing the player sees', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const endOnServer of [
      () => Promise.reject(new Error('offline')),
      () => {
        throw new Error('broken');
      },
    ]) {
      logIn();
      stop = startSessionWatch({ endOnServer }).stop;
      vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS);
      await settle();
      expect(session.isLoggedIn).toBe(false);
      expect(navigate).toHaveBeenLastCalledWith('/login');
      expect(ui.toasts.map((t) => t.text)).toEqual([IDLE_EXPIRED_MESSAGE]);
      stop();
      ui.toasts.splice(0);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('a session logged out otherwise (by the player, a 401, another tab) is not the watch to end', async () => {
    const endOnServer = vi.fn(() => Promise.resolve());
    logIn();
    stop = startSessionWatch({ endOnServer }).stop;
    dispatchSession({ type: 'loggedOutElsewhere' });
    vi.advanceTimersByTime(SESSION_IDLE_LIMIT_MS);
    await settle();
    expect(endOnServer).not.toHaveBeenCalled();
  });

  it('a stored session dropped at start for being idle is ended on the server once', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'stale-token');
    localStorage.setItem(SESSION_KEYS.lastAccessAt, String(Date.now() - SESSION_IDLE_LIMIT_MS - MINUTE));
    reloadSessionFromStorage();
    expect(session.isLoggedIn).toBe(false);
    const endOnServer = vi.fn(() => Promise.resolve());
    startSessionWatch({ endOnServer }).stop();
    stop = startSessionWatch({ endOnServer }).stop;
    await settle();
    expect(endOnServer).toHaveBeenCalledTimes(1);
    expect(endOnServer).toHaveBeenCalledWith('stale-token');
  });

  it('a stored session still in use is not ended', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'fresh-token');
    localStorage.setItem(SESSION_KEYS.lastAccessAt, String(Date.now() - 10 * MINUTE));
    reloadSessionFromStorage();
    const endOnServer = vi.fn(() => Promise.resolve());
    stop = startSessionWatch({ endOnServer }).stop;
    await settle();
    expect(endOnServer).not.toHaveBeenCalled();
    expect(session.isLoggedIn).toBe(true);
  });
});

describe('other tabs', () => {
  const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

  it('a logout in another tab (token gone from storage) ends this session and goes to /login', async () => {
    logIn();
    stop = startSessionWatch().stop;
    localStorage.removeItem(SESSION_KEYS.token);
    storageEvent(SESSION_KEYS.token);
    await settle();
    expect(session.isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('started late (catchUp), it first follows a logout another tab made before it was listening', async () => {
    logIn();
    localStorage.removeItem(SESSION_KEYS.token);
    stop = startSessionWatch({ catchUp: true }).stop;
    await settle();
    expect(session.isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a response landing here just after another tab logged out does not bring the token back', async () => {
    // The other tab removed the token; this tab's answer arrives before the storage event does.
    logIn();
    stop = startSessionWatch().stop;
    localStorage.removeItem(SESSION_KEYS.token);
    dispatchSession({ type: 'touched', at: Date.now() });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    storageEvent(SESSION_KEYS.token);
    await settle();
    expect(session.isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a logout in another tab ends this session even while this tab still reads the old token', async () => {
    // Tabs in other renderer processes see a removal late: the event (its new value) is what is certain, and
    // this tab's own view of storage may still hold the token for a while.
    logIn();
    stop = startSessionWatch().stop;
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_KEYS.token, oldValue: 'tab-token', newValue: null }),
    );
    await settle();
    expect(session.isLoggedIn).toBe(false);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('activity never writes the token: a late view of storage cannot bring back an ended session', () => {
    logIn();
    const written: string[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
    ) {
      written.push(key);
    });
    try {
      dispatchSession({ type: 'touched', at: Date.now() + MINUTE });
    } finally {
      setItem.mockRestore();
    }
    expect(written).toEqual([SESSION_KEYS.lastAccessAt]);
  });

  it('a response landing here does not overwrite the session another tab has just started', () => {
    logIn();
    localStorage.setItem(SESSION_KEYS.token, 'other-tab-token');
    dispatchSession({ type: 'touched', at: Date.now() });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('other-tab-token');
  });

  it('activity in another tab counts here', () => {
    logIn();
    stop = startSessionWatch().stop;
    const later = Date.now() + 30 * MINUTE;
    localStorage.setItem(SESSION_KEYS.lastAccessAt, String(later));
    storageEvent(SESSION_KEYS.lastAccessAt);
    expect(session.lastAccessAt).toBe(later);
  });

  it('ignores keys that are not the session', () => {
    logIn();
    stop = startSessionWatch().stop;
    localStorage.removeItem(SESSION_KEYS.token);
    storageEvent('lotto.language');
    expect(session.isLoggedIn).toBe(true);
  });
});

describe('the back-forward cache', () => {
  const restored = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

  it('a page restored after a logout elsewhere shows no session and stays at its address', async () => {
    logIn();
    stop = startSessionWatch().stop;
    // Logged out on the next page of this tab while this one was frozen: no storage event ever reached it.
    localStorage.removeItem(SESSION_KEYS.token);
    restored();
    await settle();
    expect(session.isLoggedIn).toBe(false);
    expect(session.token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a restored page whose session is still there keeps it', async () => {
    logIn();
    stop = startSessionWatch().stop;
    restored();
    await settle();
    expect(session.isLoggedIn).toBe(true);
  });
});
