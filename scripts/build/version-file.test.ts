import { describe, expect, it } from 'vitest';
import { buildId, minBuildId, versionFileBody } from './version-file';

// What a build writes into dist/v.json, and that mock:server serves it, is tested on the one production build
// of scripts/security/production-build.test.ts; here, how a build is named.

describe('the version file of a build', () => {
  it('names a build by the package version and the time when BUILD_ID is not set', () => {
    const at = new Date('2026-03-02T01:02:03.456Z');
    expect(buildId({}, at)).toMatch(/^\d+\.\d+\.\d+-20260302\.010203$/);
    expect(buildId({ BUILD_ID: ' 1.8.3-20260214.1 ' }, at)).toBe('1.8.3-20260214.1');
  });

  it('names the oldest build that may keep running only when MIN_BUILD_ID is set', () => {
    expect(minBuildId({})).toBeUndefined();
    expect(minBuildId({ MIN_BUILD_ID: '  ' })).toBeUndefined();
    expect(JSON.parse(versionFileBody('1.9.0', minBuildId({ MIN_BUILD_ID: ' 1.8.0 ' })))).toEqual({
      value: { version: '1.9.0', minVersion: '1.8.0' },
    });
    expect(JSON.parse(versionFileBody('1.9.0'))).toEqual({ value: { version: '1.9.0' } });
  });
});
