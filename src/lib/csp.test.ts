import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

// The one policy the header and the built index.html both carry, and how a deployment widens it.

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows nothing but our own origin by default, and no inline script or eval', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-/);
  });

  it('takes HTML and script only from the policies the app creates (Trusted Types)', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'require-trusted-types-for')).toEqual(["'script'"]);
    expect(directive(policy, 'trusted-types')).toEqual(['default', 'dompurify']);
    expect(directive(policy, 'trusted-types')).not.toContain("'allow-duplicates'");
  });

  it('frames the game site on its own origin when the build gives it one, and only our own otherwise', () => {
    expect(directive(contentSecurityPolicy(), 'frame-src')).toEqual(["'self'"]);
    const policy = contentSecurityPolicy({ gameOrigin: 'https://games.lottoph.example' });
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://games.lottoph.example']);
    // The game's scripts run in its own document, under its own policy: the app's pages never load them.
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it("admits by their hashes only the inline script and style the build names, never 'unsafe-inline'", () => {
    const script = "'sha256-VIkht0mU4Nuqgpu6n2U9LKUNNBFMR3kSbqkuve/LTac='";
    const style = "'sha256-1gPhMekhjfVsyI85OBiF620RDski2O/bi3+tgmFc4no='";
    const policy = contentSecurityPolicy({
      inlineHashes: { scripts: [script], styles: [style] },
      extraSources: "script-src https://www.google.com; style-src 'self'",
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", script, 'https://www.google.com']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", style]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-/);
  });

  it('lets the API live on another origin', () => {
    const policy = contentSecurityPolicy({ apiOrigin: 'https://api.example.ph' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.ph']);
  });

  it("adds a deployment's vendors to their directives, once each, and new directives whole", () => {
    const policy = contentSecurityPolicy({
      apiOrigin: 'https://api.example.ph',
      extraSources:
        ' connect-src https://www.googleapis.com https://api.example.ph;FRAME-SRC https://lotto.firebaseapp.com; ' +
        'report-to csp-endpoint;',
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.ph',
      'https://www.googleapis.com',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://lotto.firebaseapp.com']);
    expect(directive(policy, 'report-to')).toEqual(['csp-endpoint']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });
});
