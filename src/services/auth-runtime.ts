import { isNativeApp } from '@/lib/platform';
import type { BridgeWindow } from '@/lib/native-bridge';
import { subscribe } from 'valtio';
import { hasLapsedSession, session, SESSION_KEYS } from '@/state/session';
import { getMemberInfo, logout, settle } from '@/api';
import { rememberReferral } from './referral';

// What sign-in needs running for as long as the app is open: the session's idle and cross-tab watch (with the
// server logout of a session it lets go), the referral codes of the landing address, and (inside the native
// wrapper only) push registration. The app starts it once, at boot (src/app/boot/index.tsx); importing this
// module starts nothing, so a unit test runs only what it starts itself.

let started = false;

const wrapped = (): boolean => {
  const target = globalThis as unknown as BridgeWindow;
  return isNativeApp() || Boolean(target.LottoAndroid ?? target.webkit?.messageHandlers?.lotto);
};

/** Starts it; returns what stops waiting for a session to watch (a test's page ends, an app's never does). */
export function startAuthRuntime(): () => void {
  if (started || typeof window === 'undefined') return () => {};
  started = true;
  rememberReferral();
  const stopWaiting = watchSessionWhenThereIsOne();
  // The bridge and its message schemas stay out of the browser's download when there is no wrapper.
  if (wrapped()) {
    void Promise.all([import('@/lib/native-bridge'), import('./push-registration')]).then(
      ([{ nativeBridge }, { startPushRegistration }]) => startPushRegistration(nativeBridge()),
    );
  }
  return stopWaiting;
}

const watchSession = (catchUp: boolean) =>
  import('@/state/session-watch').then(({ startSessionWatch }) =>
    startSessionWatch({
      keepAlive: async () => (await settle(getMemberInfo({ silent: true }))).success,
      // The device forgetting an idle session's token does not end it: the server would honour it until its
      // own limit, for whoever read it from this device.
      endOnServer: (token) => settle(logout({ endedSession: token })),
      catchUp,
    }),
  );

/**
 * The session watch (src/state/session-watch.ts) at once for a signed-in player, or a stored session that
 * lapsed while the app was closed (the server is told). A visitor's page has no session to watch, so its code
 * stays out of the first page's download until there may be one: a login here, another tab's change to the
 * session in device storage, or a restore from the back-forward cache (another page may have signed in
 * meanwhile); started then, the watch first reads device storage, as the event would have had it.
 */
function watchSessionWhenThereIsOne(): () => void {
  if (session.isLoggedIn || hasLapsedSession()) {
    void watchSession(false);
    return () => {};
  }
  const stopWaiting = () => {
    stopSession();
    globalThis.removeEventListener('storage', onStorage);
    globalThis.removeEventListener('pageshow', onPageShow);
  };
  const start = () => {
    stopWaiting();
    void watchSession(true);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) start();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) start();
  };
  const stopSession = subscribe(session, () => {
    if (session.isLoggedIn) start();
  });
  globalThis.addEventListener('storage', onStorage);
  globalThis.addEventListener('pageshow', onPageShow);
  return stopWaiting;
}
