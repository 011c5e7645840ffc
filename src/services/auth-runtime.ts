import { isNativeApp } from '@/lib/platform';
import type { BridgeWindow } from '@/lib/native-bridge';
import { startSessionWatch } from '@/state/session-watch';
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

export function startAuthRuntime(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  rememberReferral();
  startSessionWatch({
    keepAlive: async () => (await settle(getMemberInfo({ silent: true }))).success,
    // The device forgetting an idle session's token does not end it: the server would honour it until its own
    // limit, for whoever read it from this device.
    endOnServer: (token) => settle(logout({ endedSession: token })),
  });
  // The bridge and its message schemas stay out of the browser's download when there is no wrapper.
  if (wrapped()) {
    void Promise.all([import('@/lib/native-bridge'), import('./push-registration')]).then(
      ([{ nativeBridge }, { startPushRegistration }]) => startPushRegistration(nativeBridge()),
    );
  }
}
