import type { SocialProvider } from './native-bridge';

// Which social sign-in buttons the login shell shows (product spec section 2): a provider's button appears
// only when the status's flag for it is on and the platform version is below 16. The version comes from the
// native wrapper when there is one (platformInfo), else from the browser's user agent; a desktop browser has
// none, and nothing stops it.

export const SOCIAL_MAX_PLATFORM_VERSION = 16;

export interface SocialFlags {
  googleLogin: boolean;
  facebookLogin: boolean;
}

/** The major OS version in a user agent (iOS "OS 17_2", Android "Android 14"), or null when there is none. */
export function osMajorVersion(userAgent: string): number | null {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)[_.\d]*/i.exec(userAgent);
  if (ios) return Number(ios[1]);
  const android = /\bAndroid (\d+)/i.exec(userAgent);
  if (android) return Number(android[1]);
  return null;
}

/** A version string from the wrapper ("16.4.1", "14") as its major number; null when it is not one. */
export function majorOf(version: string | null | undefined): number | null {
  const match = /^\s*(\d+)/.exec(version ?? '');
  return match ? Number(match[1]) : null;
}

export function socialProviders(
  flags: SocialFlags | null | undefined,
  platformVersion: number | null,
): SocialProvider[] {
  if (!flags) return [];
  if (platformVersion !== null && platformVersion >= SOCIAL_MAX_PLATFORM_VERSION) return [];
  const shown: SocialProvider[] = [];
  if (flags.googleLogin) shown.push('google');
  if (flags.facebookLogin) shown.push('facebook');
  return shown;
}
