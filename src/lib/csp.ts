// The production Content Security Policy, in one place: `vite preview` and the fake backend's static server send
// it, and docs/security.md shows it for real deployments. No inline script is allowed anywhere; the game frame
// and every API call stay on our own origin unless the build points the API elsewhere.

export interface CspOptions {
  /** Origin of the API when it is not the app's own (VITE_API_BASE_URL). */
  apiOrigin?: string;
  /** Extra origins for images (the status's imageCDNs when they are absolute URLs). */
  imageOrigins?: string[];
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const api = options.apiOrigin ? ` ${options.apiOrigin}` : '';
  const images = (options.imageOrigins ?? []).map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React sets style properties through the CSSOM, which CSP does not govern; no inline <style> is needed.
    "style-src 'self'",
    `img-src 'self' data: blob:${images}`,
    "font-src 'self'",
    `connect-src 'self'${api}`,
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
