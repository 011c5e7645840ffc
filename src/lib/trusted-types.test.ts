import { describe, expect, it, vi } from 'vitest';
import { installDefaultTrustedTypesPolicy, scriptUrlOrNull, TRUSTED_TYPES_POLICIES } from './trusted-types';

// The default Trusted Types policy: script addresses of the web pass, nothing becomes HTML or script text.
// (The browser's side, a string assigned to innerHTML throwing, is tests/e2e/security-csp.spec.ts.)

const BASE = 'https://m.lottoph.example/member/';

describe('the default Trusted Types policy', () => {
  it('is created once, by the name the Content Security Policy lists, and makes script URLs only', () => {
    const createPolicy = vi.fn();
    installDefaultTrustedTypesPolicy({ createPolicy }, BASE);
    expect(createPolicy).toHaveBeenCalledTimes(1);
    const [name, rules] = createPolicy.mock.calls[0] as [string, Record<string, unknown>];
    expect(TRUSTED_TYPES_POLICIES).toContain(name);
    expect(Object.keys(rules)).toEqual(['createScriptURL']);
  });

  it('lets web addresses through as script URLs and refuses code in an address', () => {
    for (const ok of ['/sw.js', 'https://static.geetest.com/v4/gt4.js', 'assets/a.js'])
      expect(scriptUrlOrNull(ok, BASE)).toBe(ok);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:https://x/1',
      'http://[',
    ])
      expect(scriptUrlOrNull(bad, BASE)).toBeNull();
  });

  it('does nothing where the browser has no Trusted Types', () => {
    expect(() => installDefaultTrustedTypesPolicy(undefined, BASE)).not.toThrow();
  });
});
