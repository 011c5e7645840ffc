import type { Plugin } from 'vite';
import { contentSecurityPolicy, CSP_HEADER_FILE, type CspOptions } from '../../src/lib/csp.ts';

// The production policy inside the built index.html as well, so the app is protected on a host that sends no
// header at all (a plain static host, a CDN without header rules, a wrapper app loading the files). Made from
// the same contentSecurityPolicy() and options as the header, which the build writes to dist/csp-header.txt
// for the server that sends it (mock:server reads it), so the two cannot drift. The header stays the stronger one: a <meta> cannot carry the directives below, and it only
// covers what the page loads after it.

/** Directives a browser ignores in a <meta http-equiv> policy (CSP Level 3, section 3.3). */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'] as const;

/** The policy without what only a header can carry. */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => {
      const name = directive.split(/\s+/)[0]?.toLowerCase() ?? '';
      return name !== '' && !(HEADER_ONLY_DIRECTIVES as readonly string[]).includes(name);
    })
    .join('; ');
}

const CHARSET = /<meta charset=[^>]*>/i;

export function cspMeta(options: CspOptions = {}): Plugin {
  return {
    name: 'lotto-csp-meta',
    apply: 'build',
    // The header's policy beside the files it protects, for the server that sends it (src/lib/csp.ts).
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: CSP_HEADER_FILE,
        source: `${contentSecurityPolicy(options)}\n`,
      });
    },
    transformIndexHtml(html) {
      // The policy has no double quote, ampersand or angle bracket to escape; refuse one rather than emit it.
      const content = metaPolicy(contentSecurityPolicy(options));
      if (/["&<>]/.test(content))
        throw new Error(`cspMeta: the policy cannot go in an attribute: ${content}`);
      if (!CHARSET.test(html)) throw new Error('cspMeta: index.html has no <meta charset>');
      // Right after the charset, before every script and style sheet: a policy governs only what the parser
      // meets after it.
      return html.replace(
        CHARSET,
        (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${content}" />`,
      );
    },
  };
}
