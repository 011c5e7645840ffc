// Every address the server hands us and the app then opens goes through `safeUrl`: a gateway's pay page, the
// app downloads, customer-service contacts, links and pictures in operator HTML, what the wrapper is asked to
// open in the system browser and the game frame's page. A compromised gateway or backend must not be able to
// run script in our origin (javascript:, data:, vbscript:, blob: …) nor send the player elsewhere over an
// unprotected connection: only https leaves the app, plus mail and phone links where a person is contacted.

import { configuredGameOrigin } from './game-origin';

export type UrlPurpose = 'payment' | 'download' | 'contact' | 'content' | 'external' | 'frame';

interface Policy {
  /** Schemes by which an address may leave the app. */
  schemes: readonly string[];
  /** Whether a page of the app's own origin is fine (written as a path or in full). */
  appPages: boolean;
}

const POLICIES: Record<UrlPurpose, Policy> = {
  // A gateway's pay page; a page of our own origin is a gateway the backend itself serves (the fake backend's
  // /__mock/gateway/…, whatever scheme the app is served over).
  payment: { schemes: ['https:'], appPages: true },
  // APK and IPA links: a package fetched over plain http can be swapped on the way and installs with the
  // player's trust, so not even a test build allows http here.
  download: { schemes: ['https:'], appPages: false },
  // The status's customer-service entries: web, mail and phone addresses, written in full.
  contact: { schemes: ['https:', 'mailto:', 'tel:'], appPages: false },
  // Links and pictures in announcements and promotions: pages and pictures of the app itself, web, mail and
  // phone addresses.
  content: { schemes: ['https:', 'mailto:', 'tel:'], appPages: true },
  // openExternal on the native bridge: the wrapper opens it in the system browser, outside our origin.
  external: { schemes: ['https:'], appPages: false },
  // The game site is framed from our own origin (product spec section 1), or from the one origin the build
  // gives it (VITE_GAME_ORIGIN; see check()), never from anywhere else.
  frame: { schemes: [], appPages: true },
};

export interface SafeUrlOptions {
  /** The app's own address: paths are resolved against it. Defaults to the page's address. */
  base?: string;
  /**
   * Plain http for payment pages, for a test gateway only: a build-time flag (VITE_ALLOW_HTTP_PAY_URLS=1),
   * off unless the build sets it. Ignored for every other purpose.
   */
  allowHttpPayment?: boolean;
  /** Whether a refusal is reported on the console (the default); off where refusing is the routine. */
  report?: boolean;
}

const HTTP_PAY_URLS_ALLOWED = import.meta.env.VITE_ALLOW_HTTP_PAY_URLS === '1';

/**
 * Control characters (tab and newline among them) and spaces around an address are what disguises a scheme
 * ("java\tscript:", " javascript:"); a server's address never needs them, so such a value is refused whole
 * rather than cleaned up and guessed at.
 */
const DISGUISE = /^\s|\s$|\p{Cc}/u;
/** A value that names its own scheme; anything else is a path, resolved against the app's address. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const WEB = new Set(['http:', 'https:']);

/** What a refusal is reported with: the scheme only, never the rest, which may carry a token. */
const schemeOf = (raw: string): string => HAS_SCHEME.exec(raw)?.[0].toLowerCase() ?? 'a path';

function check(raw: unknown, purpose: UrlPurpose, options: SafeUrlOptions): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 4096 || DISGUISE.test(raw)) return null;
  const policy = POLICIES[purpose];
  const base = options.base ?? globalThis.location?.href;
  let url: URL;
  let appOrigin: string | null = null;
  try {
    if (base) appOrigin = new URL(base).origin;
    url = new URL(raw, base);
  } catch {
    return null;
  }
  // user:password@ before a host is a way to make "https://lottoph.example@evil.example" look like ours.
  if (url.username || url.password) return null;
  const ownPage =
    appOrigin !== null && appOrigin !== 'null' && WEB.has(url.protocol) && url.origin === appOrigin;
  if (!HAS_SCHEME.test(raw)) {
    // A path stays on our origin; "//host" and "/\host" borrow our scheme to reach another host.
    return policy.appPages && ownPage ? url.href : null;
  }
  if (policy.appPages && ownPage) return url.href;
  // Exactly the game site's configured origin, whatever its scheme (a test deployment's game may be http).
  if (purpose === 'frame') return url.origin === configuredGameOrigin() ? url.href : null;
  const allowHttp = purpose === 'payment' && (options.allowHttpPayment ?? HTTP_PAY_URLS_ALLOWED);
  if (policy.schemes.includes(url.protocol) || (allowHttp && url.protocol === 'http:')) return url.href;
  return null;
}

/**
 * The address to open for `raw`, normalised (absolute), or null when it must not be opened for `purpose`.
 * A refusal is reported on the console with the address's scheme.
 */
export function safeUrl(raw: unknown, purpose: UrlPurpose, options: SafeUrlOptions = {}): string | null {
  const href = check(raw, purpose, options);
  if (href === null && options.report !== false && typeof raw === 'string' && raw !== '') {
    console.warn(`[safe-url] refused a ${purpose} address`, schemeOf(raw));
  }
  return href;
}
