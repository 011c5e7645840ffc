import { isNativeApp } from '@/lib/platform';
import type { BridgeWindow } from '@/lib/native-bridge';
import { startSessionWatch } from '@/state/session-watch';
import { settle } from './errors';
import { getMemberInfo } from './generated/wps/member/member';
import { rememberReferral } from './registration';

// What sign-in needs running for as long as the app is open: the session's idle and cross-tab watch, the
// referral codes of the landing address, and (inside the native wrapper only) push registration. Started
// once, by the API's front door (index.ts), which every screen and the shell's overlays load at start.

let started = false;

const wrapped = (): boolean => {
  const target = globalThis as unknown as BridgeWindow;
  return isNativeApp() || Boolean(target.LottoAndroid ?? target.webkit?.messageHandlers?.lotto);
};

export function startAuthRuntime(): void {
  // Unit tests start the pieces they test themselves; a watch left running by an import would outlive them.
  if (started || typeof window === 'undefined' || import.meta.env.MODE === 'test') return;
  started = true;
  rememberReferral();
  startSessionWatch({ keepAlive: async () => (await settle(getMemberInfo({ silent: true }))).success });
  // The bridge and its message schemas stay out of the browser's download when there is no wrapper.
  if (wrapped()) {
    void Promise.all([import('@/lib/native-bridge'), import('./push-registration')]).then(
      ([{ nativeBridge }, { startPushRegistration }]) => startPushRegistration(nativeBridge()),
    );
  }
}
