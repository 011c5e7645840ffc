import { isNativeApp } from './platform';

// How the player opened the app, sent as registerMethod: the native wrapper (APP), an installed PWA, an iOS
// home-screen web clip (WEBCLIP) or the plain browser (H5).

export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

export interface LaunchFacts {
  nativeApp: boolean;
  /** Safari's navigator.standalone: true only for an iOS home-screen web clip. */
  iosStandalone: boolean;
  /** display-mode: standalone (or fullscreen/minimal-ui): an installed PWA. */
  displayModeStandalone: boolean;
}

export function registerMethodFor(facts: LaunchFacts): RegisterMethod {
  if (facts.nativeApp) return 'APP';
  if (facts.iosStandalone) return 'WEBCLIP';
  if (facts.displayModeStandalone) return 'PWA';
  return 'H5';
}

export function currentLaunchFacts(): LaunchFacts {
  const standalone = (query: string) =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  return {
    nativeApp: isNativeApp(),
    iosStandalone:
      typeof navigator !== 'undefined' &&
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    displayModeStandalone:
      standalone('(display-mode: standalone)') ||
      standalone('(display-mode: fullscreen)') ||
      standalone('(display-mode: minimal-ui)'),
  };
}
