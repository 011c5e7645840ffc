// Trusted Types (the production policy's `require-trusted-types-for 'script'`): a string can no longer become
// HTML, script text or a script's address by assignment (innerHTML, eval, script.src, a worker's URL…). Values
// for those sinks come only from the policies named here, which the policy's `trusted-types` directive lists:
// - 'dompurify': DOMPurify's own, for the one HTML sink (src/components/sanitize.ts, RETURN_TRUSTED_TYPE);
// - 'default': the browser asks it about every plain string that reaches a sink. It turns web addresses into
//   script URLs, so code that sets a script's or worker's address with a string keeps working (our script
//   loader, the service worker's registration, the sign-in vendors' SDKs loaded on demand); where a script may
//   come from is script-src's and worker-src's business, which still apply. It makes no HTML and no script
//   text, so such a string is refused and reported whatever code assigns it.

/** The policy names the app creates, for the `trusted-types` directive. */
export const TRUSTED_TYPES_POLICIES = ['default', 'dompurify'] as const;

interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (value: string) => string | null }): unknown;
}

/** A script address the default policy lets through: http(s) only (no javascript:, data: or blob: code). */
export function scriptUrlOrNull(value: string, base: string): string | null {
  try {
    return /^https?:$/.test(new URL(value, base).protocol) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Creates the default policy, once, before anything reaches a sink. Without Trusted Types (Firefox, Safari, a
 * test's DOM) there is nothing to do: the other directives of the policy still hold.
 */
export function installDefaultTrustedTypesPolicy(
  factory: PolicyFactory | undefined = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): void {
  factory?.createPolicy('default', { createScriptURL: (value) => scriptUrlOrNull(value, base) });
}
