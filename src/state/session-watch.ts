import { subscribe } from 'valtio';
import { dispatchSession, session, SESSION_KEYS, takeLapsedSession } from './session';
import { idleDeadlines, idlePhase } from './session-reducer';
import { navigateTo } from './navigation';
import { closeDialog, showDialog, showToast, ui } from './ui';

// Keeps the session honest while the app is open (product spec sections 4 and 9):
// - idle: five minutes before the hour without activity runs out, a dialog warns and offers to stay signed
//   in; at the hour the session is cleared, the server is told (best effort) and the player goes to /login.
//   Activity is what the player does: a tap or a key here, and the answers to their own calls (the pipeline
//   notes those; the app's polls and refetches are background and count for nothing, src/api/http.ts);
// - other tabs: they share device storage, so a logout (or a 401, or an expiry) in one tab ends the session
//   in every tab, and activity in one tab counts in all of them;
// - the back-forward cache: a page the browser restores (Back after a logout on another page) was frozen while
//   the session changed and heard none of it, so it reads device storage again before the player sees it.
// Timers alone are not trusted: a phone freezes background tabs, so the deadlines are checked again when the
// tab becomes visible.

export const IDLE_WARNING_MESSAGES = { title: 'session_idle_title', text: 'session_idle_text' };
/** What the player is told when the idle limit has logged them out. */
export const IDLE_EXPIRED_MESSAGE = 'session_expired';

/**
 * A tap or a key counts at most this often: each one noted writes device storage, which every other tab
 * reads, and a deadline a minute early is no loss against an hour.
 */
export const INPUT_NOTE_INTERVAL_MS = 60_000;
const PLAYER_INPUT = ['pointerdown', 'keydown'] as const;

export interface SessionWatchOptions {
  /**
   * Asks the server something harmless, so "stay signed in" also refreshes the server's session; resolves
   * true when it answered (its answer then counts as activity, like any other).
   */
  keepAlive?: () => Promise<boolean>;
  /**
   * Ends on the server a session this device has let go for being idle (the expiry here, or a stored one
   * dropped at start), given its token. Best effort: called once the device has logged out, never awaited,
   * and whatever it does (or fails to do) changes nothing the player sees.
   */
  endOnServer?: (token: string) => Promise<unknown>;
  now?: () => number;
  /**
   * Started late, by what might have changed the session (another tab's storage change, a restore from the
   * back-forward cache): brings this page in line with device storage first, as the event would have.
   */
  catchUp?: boolean;
}

interface Watch {
  stop(): void;
}

let active: Watch | null = null;

export function startSessionWatch(options: SessionWatchOptions = {}): Watch {
  if (active) return active;
  const now = options.now ?? (() => Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warningId: number | null = null;

  const closeWarning = () => {
    if (warningId !== null) closeDialog(warningId);
    warningId = null;
  };

  const endOnServer = (token: string) => {
    // After the local logout, in its own task: the server's answer is never waited for, and no failure of it
    // (thrown or rejected) reaches the player or stops the logout.
    void Promise.resolve()
      .then(() => options.endOnServer?.(token))
      .catch(() => undefined);
  };

  const expire = () => {
    const token = session.token;
    closeWarning();
    dispatchSession({ type: 'expired' });
    showToast(IDLE_EXPIRED_MESSAGE, { kind: 'info' });
    navigateTo('/login');
    if (token) endOnServer(token);
  };

  const check = () => {
    clearTimeout(timer);
    if (!session.isLoggedIn || session.lastAccessAt === null) {
      closeWarning();
      return;
    }
    const at = now();
    const phase = idlePhase(session.lastAccessAt, at);
    if (phase === 'expired') return expire();
    if (phase === 'warning' && warningId === null) {
      const { title, text } = IDLE_WARNING_MESSAGES;
      warningId = showDialog({ kind: 'warning', titleKey: title, text, isKey: true });
    }
    // Activity (here or in another tab) moved the deadline: the warning no longer tells the truth.
    if (phase === 'active') closeWarning();
    const { warnAt, expireAt } = idleDeadlines(session.lastAccessAt);
    const next = phase === 'active' ? warnAt : expireAt;
    timer = setTimeout(check, Math.max(0, next - at));
  };

  // The warning's one button means "I am here": closing it keeps the session, on the server (whose answer
  // is activity) or, when the server cannot be asked, at least on this device.
  const stay = async () => {
    const refreshed = options.keepAlive ? await options.keepAlive() : false;
    if (!refreshed && session.isLoggedIn) dispatchSession({ type: 'touched', at: now() });
  };
  const stopDialogs = subscribe(ui, () => {
    if (warningId === null || ui.dialogs.some((dialog) => dialog.id === warningId)) return;
    warningId = null;
    if (session.isLoggedIn) void stay();
  });
  const stopSession = subscribe(session, check);

  /** Brings this page in line with device storage; `leave` goes to /login when the session has gone. */
  const followStorage = (leave: boolean) => {
    const token = globalThis.localStorage?.getItem(SESSION_KEYS.token) ?? null;
    if (!token) {
      if (session.isLoggedIn) {
        dispatchSession({ type: 'endedInAnotherTab' });
        if (leave) navigateTo('/login');
      }
      return;
    }
    if (token !== session.token) {
      // Another tab logged in (perhaps as someone else): start again from storage rather than mix two
      // players' data in one tab.
      globalThis.location?.reload();
      return;
    }
    const lastAccess = Number(globalThis.localStorage?.getItem(SESSION_KEYS.lastAccessAt));
    if (Number.isFinite(lastAccess) && lastAccess > (session.lastAccessAt ?? 0))
      dispatchSession({ type: 'touched', at: lastAccess });
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !Object.values<string>(SESSION_KEYS).includes(event.key)) return;
    // The event says for certain what another tab did; this tab's own view of storage (a separate renderer
    // process's copy) may not show it yet, so a removed token ends the session here whatever that view says.
    if (event.key === SESSION_KEYS.token && event.newValue === null && session.isLoggedIn) {
      dispatchSession({ type: 'endedInAnotherTab' });
      navigateTo('/login');
      return;
    }
    followStorage(true);
  };
  // A restored page stays where it was: with the session gone it shows what a fresh load of its address
  // would (the visitor's home, or /login through the guard of a member screen).
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    followStorage(false);
    check();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const onPlayerInput = () => {
    if (!session.isLoggedIn || session.lastAccessAt === null) return;
    const at = now();
    // Past the warning a tap does not count: the warning's own button answers it (and asks the server too),
    // and a session already over (its timer late in a frozen tab) is ended, not revived.
    if (idlePhase(session.lastAccessAt, at) !== 'active') return check();
    if (at - session.lastAccessAt >= INPUT_NOTE_INTERVAL_MS) dispatchSession({ type: 'touched', at });
  };
  globalThis.addEventListener?.('storage', onStorage);
  globalThis.addEventListener?.('pageshow', onPageShow);
  globalThis.document?.addEventListener('visibilitychange', onVisible);
  // Captured, so a control that stops the event's propagation still counts.
  for (const type of PLAYER_INPUT)
    globalThis.document?.addEventListener(type, onPlayerInput, { capture: true, passive: true });
  const lapsed = takeLapsedSession();
  if (lapsed) endOnServer(lapsed);
  if (options.catchUp) followStorage(true);
  check();

  active = {
    stop() {
      clearTimeout(timer);
      closeWarning();
      stopDialogs();
      stopSession();
      globalThis.removeEventListener?.('storage', onStorage);
      globalThis.removeEventListener?.('pageshow', onPageShow);
      globalThis.document?.removeEventListener('visibilitychange', onVisible);
      for (const type of PLAYER_INPUT)
        globalThis.document?.removeEventListener(type, onPlayerInput, { capture: true });
      active = null;
    },
  };
  return active;
}
