import { describe, expect, it } from 'vitest';
import { buildId } from './version-file';

// What a build writes into dist/v.json, and that mock:server serves it, is tested on the one production build
// of scripts/security/production-build.test.ts; here, how a build is named.

describe('the version file of a build', () => {
  it('names a build by the package version and the time when BUILD_ID is not set', () => {
    const at = new Date('2026-03-02T01:02:03.456Z');
    expect(buildId({}, at)).toMatch(/^\d+\.\d+\.\d+-20260302\.010203$/);
    expect(buildId({ BUILD_ID: ' 1.8.3-20260214.1 ' }, at)).toBe('1.8.3-20260214.1');
  });
});
