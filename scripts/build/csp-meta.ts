import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, CSP_HEADER_FILE, type CspOptions } from '../../src/lib/csp.ts';

// The production policy inside the built index.html as well, so the app is protected on a host that sends no
// header at all (a plain static host, a CDN without header rules, a wrapper app loading the files). Made from
// the same contentSecurityPolicy() and options as the header, which the build writes to dist/csp-header.txt
// for the server that sends it (mock:server, nginx and `vite preview` read it), so the two cannot drift. The
// header stays the stronger one: a <meta> cannot carry the directives below, and it only covers what the page
// loads after it.
//
// Both are written from the finished index.html: the hashes of its inline script and style (the first visit's,
// scripts/build/boot.ts) are taken from the very text the page carries, after every other change to it.

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

/** A CSP hash source for an inline script's or style's text, as the browser hashes it (UTF-8). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The texts of a page's inline scripts (a <script> without src) and <style> elements, in page order. */
export function inlineTexts(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .map(([, , text]) => text);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, text]) => text);
  return { scripts, styles };
}

const CHARSET = /<meta charset=[^>]*>/i;

/** The page with its policy in a <meta>, and the header's policy: both with the hashes of the page's inline code. */
export function withCsp(html: string, options: CspOptions = {}): { html: string; header: string } {
  const texts = inlineTexts(html);
  const header = contentSecurityPolicy({
    ...options,
    inlineHashes: { scripts: texts.scripts.map(cspHash), styles: texts.styles.map(cspHash) },
  });
  // The policy has no double quote, ampersand or angle bracket to escape; refuse one rather than emit it.
  const content = metaPolicy(header);
  if (/["&<>]/.test(content)) throw new Error(`cspMeta: the policy cannot go in an attribute: ${content}`);
  if (!CHARSET.test(html)) throw new Error('cspMeta: index.html has no <meta charset>');
  // Right after the charset, before every script and style sheet: a policy governs only what the parser meets
  // after it.
  const page = html.replace(
    CHARSET,
    (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${content}" />`,
  );
  return { html: page, header };
}

export function cspMeta(options: CspOptions = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'lotto-csp-meta',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle: {
      // After Vite's own plugin has written index.html and every transform has changed it.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('cspMeta: the build wrote no index.html');
        const source = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        const { html, header } = withCsp(source, options);
        page.source = html;
        // The header's policy beside the files it protects, for the server that sends it (src/lib/csp.ts).
        this.emitFile({ type: 'asset', fileName: CSP_HEADER_FILE, source: `${header}\n` });
      },
    },
    // `vite preview` serves a build: under the policy that build wrote, hashes and all (a folder without one is
    // not this app's build: the policy without hashes, which admits no inline script).
    configurePreviewServer(server) {
      const file = join(outDir, CSP_HEADER_FILE);
      const policy = existsSync(file) ? readFileSync(file, 'utf8').trim() : contentSecurityPolicy(options);
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}
