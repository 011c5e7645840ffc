import { safeUrl } from '@/lib/safe-url';
import { storage } from '@/lib/storage';
import { apiConfig } from '@/api/config';

// Where the sign-in vendors live. In production the captcha script comes from the vendor and Firebase Auth
// is Google's; against the fake backend both are served by the fake backend itself, so the real loader and
// the real Firebase SDK run in development and in the browser tests.
//
// Order of precedence:
// 1. the build's environment: VITE_CAPTCHA_SCRIPT_URL (a path on our origin, or https on an origin of the
//    captcha allow-list below), VITE_FIREBASE_AUTH_EMULATOR_URL;
// 2. a device override in localStorage, read only where tests run (see devOverridesRead):
//    `lotto.dev.captchaScript` (a path on our own origin only, so storage can never bring in someone else's
//    script) and `lotto.dev.firebaseAuthEmulator` (our own origin or a loopback address only, and an
//    emulator's tokens are unsigned, so a real backend refuses them anyway);
// 3. mock builds (`npm start`): the fake backend's paths; every other build: the vendor.

export const VENDOR_CAPTCHA_SCRIPT_URL = 'https://static.geetest.com/v4/gt4.js';
/**
 * The origins a captcha script may come from besides our own: the vendor's CDN, and the https origins the
 * build adds in VITE_CAPTCHA_SCRIPT_ORIGINS (comma-separated; a mirror or a regional CDN). The script runs with
 * all our origin's rights, so a misconfigured or tampered address must not bring in someone else's. No
 * integrity hash: the vendor serves gt4.js at an unversioned address and updates it in place, so a pinned hash
 * would break the captcha at their next release; a fixed-version copy on our own origin can carry one.
 */
export const VENDOR_CAPTCHA_ORIGINS: readonly string[] = ['https://static.geetest.com'];
export const MOCK_CAPTCHA_SCRIPT_PATH = '/__mock/captcha/gt4.js';
export const CAPTCHA_SCRIPT_OVERRIDE_KEY = 'lotto.dev.captchaScript';
export const FIREBASE_EMULATOR_OVERRIDE_KEY = 'lotto.dev.firebaseAuthEmulator';

/** A path on our own origin ("/x/y.js"), never "//host/…" or a full URL. */
export const isOwnPath = (value: string | null): value is string =>
  typeof value === 'string' && /^\/(?!\/)[\w\-./]*$/.test(value);

/** An http(s) origin on this page's origin or a loopback address. */
export function isAllowedEmulator(value: string | null, pageOrigin: string): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.origin === pageOrigin || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

const pageOrigin = () => globalThis.location?.origin ?? '';

/**
 * Whether the device overrides count: in a mock build (`npm start`), and in a browser driven by automation
 * (`navigator.webdriver`), which is how the browser tests run this very production build against the fake
 * backend. A player's browser never reads them: any script of our origin (the game frame, an injection) can
 * write localStorage, and an override read there would load its script on every later visit.
 */
const devOverridesRead = () =>
  import.meta.env.VITE_API_MOCK === '1' || globalThis.navigator?.webdriver === true;

// The environment is read as import.meta.env.NAME in place, which the build replaces with the value: a
// production build then folds the mock builds' branches away and ships none of the fake backend's paths.

/** The vendor's origins and the build's additions; an addition that is not an https origin is ignored. */
export function captchaScriptOrigins(): string[] {
  const added = ((import.meta.env.VITE_CAPTCHA_SCRIPT_ORIGINS as string | undefined) ?? '')
    .split(',')
    .flatMap((entry) => {
      try {
        const url = new URL(entry.trim());
        return url.protocol === 'https:' && url.href === `${url.origin}/` ? [url.origin] : [];
      } catch {
        return [];
      }
    });
  return [...VENDOR_CAPTCHA_ORIGINS, ...added];
}

/** An https address on one of the allowed origins, with nothing before its host. */
export function isAllowedCaptchaScript(value: string, origins: readonly string[] = captchaScriptOrigins()) {
  // safeUrl's https rule (no other scheme, nothing before the host), then the origin allow-list.
  const href = safeUrl(value, 'external', { report: false });
  return href !== null && origins.includes(new URL(href).origin);
}

export function captchaScriptUrl(): string {
  const configured = import.meta.env.VITE_CAPTCHA_SCRIPT_URL as string | undefined;
  if (configured) {
    if (isOwnPath(configured) || isAllowedCaptchaScript(configured)) return configured;
    console.warn(
      '[auth-vendors] VITE_CAPTCHA_SCRIPT_URL is not on an allowed origin; using the vendor script',
    );
    return VENDOR_CAPTCHA_SCRIPT_URL;
  }
  const override = devOverridesRead() ? storage.get(CAPTCHA_SCRIPT_OVERRIDE_KEY) : null;
  if (isOwnPath(override)) return override;
  return import.meta.env.VITE_API_MOCK === '1'
    ? `${apiConfig.baseUrl}${MOCK_CAPTCHA_SCRIPT_PATH}`
    : VENDOR_CAPTCHA_SCRIPT_URL;
}

/** The Firebase Auth emulator to use, or null for Google's real service. */
export function firebaseAuthEmulatorUrl(): string | null {
  const configured = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL as string | undefined;
  if (configured) return configured;
  const override = devOverridesRead() ? storage.get(FIREBASE_EMULATOR_OVERRIDE_KEY) : null;
  if (isAllowedEmulator(override, pageOrigin())) return override;
  return import.meta.env.VITE_API_MOCK === '1' ? apiConfig.baseUrl || pageOrigin() : null;
}
