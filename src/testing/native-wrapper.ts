import type { BridgeWindow } from '@/lib/native-bridge';

// Test code only: a stand-in for the window the native bridge runs over.

export const APP_ORIGIN = 'https://m.lottoph.example';

/**
 * `win` made the app's own top-level page, as the wrapper loads it (the bridge works nowhere else), with
 * whatever wrapper channel it already has.
 */
export function appPage<T extends BridgeWindow>(win: T): T {
  return Object.assign(win, { top: win, location: { origin: APP_ORIGIN, href: `${APP_ORIGIN}/` } });
}
