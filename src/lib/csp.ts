// The production Content Security Policy, in one place: `vite preview` and the fake backend's static server send
// it as a header, the build writes it into index.html as a <meta> (scripts/build/csp-meta.ts), and
// docs/security.md shows it for real deployments. No inline script or style is allowed but the ones the build
// writes into index.html itself, each named by its hash (scripts/build/csp-meta.ts), and no string becomes HTML
// or script by assignment (Trusted Types, src/lib/trusted-types.ts); the game frame and every API call stay on
// our own origin unless the build points the API or the game site elsewhere.

import { TRUSTED_TYPES_POLICIES } from './trusted-types.ts';

/**
 * The file a build writes its header policy to (dist/csp-header.txt, one line): whatever serves the build sends
 * that line as its Content-Security-Policy header (mock:server does), so the header is the policy the build and
 * its <meta> were made with, from one source.
 */
export const CSP_HEADER_FILE = 'csp-header.txt';

export interface CspOptions {
  /** Origin of the API when it is not the app's own (VITE_API_BASE_URL). */
  apiOrigin?: string;
  /** Origin of the game site when it is not the app's own (VITE_GAME_ORIGIN, src/lib/game-origin.ts). */
  gameOrigin?: string;
  /** Extra origins for images (the status's imageCDNs when they are absolute URLs). */
  imageOrigins?: string[];
  /**
   * A deployment's vendors, in the policy's own syntax: `connect-src https://a.example; frame-src https://b`.
   * Each source is added to its directive (a directive the policy lacks is added whole). The build reads it
   * from CSP_EXTRA_SOURCES, so the header and the policy in index.html widen together.
   */
  extraSources?: string;
  /**
   * The inline scripts and styles the built index.html carries (the first visit's script and the 21+ question's
   * styles, scripts/build/boot.ts), as CSP hash sources (`'sha256-…'`): the build hashes the page it wrote.
   */
  inlineHashes?: { scripts: readonly string[]; styles: readonly string[] };
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const api = options.apiOrigin ? ` ${options.apiOrigin}` : '';
  const images = (options.imageOrigins ?? []).map((o) => ` ${o}`).join('');
  const game = options.gameOrigin ? ` ${options.gameOrigin}` : '';
  const hashes = (list: readonly string[] = []) => list.map((hash) => ` ${hash}`).join('');
  const inline = {
    scripts: hashes(options.inlineHashes?.scripts),
    styles: hashes(options.inlineHashes?.styles),
  };
  return withExtraSources(basePolicy(api, images, game, inline), options.extraSources ?? '');
}

function directivesOf(policy: string): string[][] {
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter((words) => words[0] !== '');
}

function withExtraSources(base: string[], extra: string): string {
  const policy = directivesOf(base.join(';'));
  for (const [name, ...sources] of directivesOf(extra)) {
    const directive = policy.find(([existing]) => existing === name.toLowerCase());
    if (directive) directive.push(...sources.filter((source) => !directive.includes(source)));
    else policy.push([name.toLowerCase(), ...sources]);
  }
  return policy.map((words) => words.join(' ')).join('; ');
}

function basePolicy(
  api: string,
  images: string,
  game: string,
  inline: { scripts: string; styles: string },
): string[] {
  return [
    "default-src 'self'",
    // 'self' also admits the game site's scripts under /m/ while the game shares our origin; a source with a
    // path needs the host written out, which the build does not know, and a same-origin frame reaches the
    // app's window anyway. The boundary is the game's own origin (docs/security.md, "Content Security Policy").
    // The hashes admit exactly the inline script and style index.html carries, nothing else inline: a hash names
    // one text, byte for byte, unlike 'unsafe-inline' (and a browser that knows hashes ignores that anyway).
    `script-src 'self'${inline.scripts}`,
    // React sets style properties through the CSSOM, which CSP does not govern; the one inline <style> is the
    // 21+ question's, drawn before the stylesheet arrives. Style attributes stay forbidden (no 'unsafe-hashes').
    `style-src 'self'${inline.styles}`,
    `img-src 'self' data: blob:${images}`,
    "font-src 'self'",
    `connect-src 'self'${api}`,
    `frame-src 'self'${game}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ];
}
