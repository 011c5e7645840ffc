import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { majorOf, osMajorVersion, SOCIAL_MAX_PLATFORM_VERSION, socialProviders } from './social-visibility';

describe('platform version', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 14],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 16],
    ['Mozilla/5.0 (iPad; CPU OS 15_7_1 like Mac OS X) AppleWebKit/605.1.15', 15],
    ['Mozilla/5.0 (Linux; Android 9; SM-A105F) LottoPHAndroidApp/2.3.0', 9],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 17],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', null],
  ])('reads %s as %s', (ua, version) => {
    expect(osMajorVersion(ua)).toBe(version);
  });

  it("reads the wrapper's version strings", () => {
    expect(majorOf('16.4.1')).toBe(16);
    expect(majorOf('14')).toBe(14);
    expect(majorOf('')).toBeNull();
    expect(majorOf(undefined)).toBeNull();
  });

  it('reads a version only from its start, allowing leading spaces', () => {
    expect(majorOf(' 15.2')).toBe(15);
    expect(majorOf('v16')).toBeNull();
    expect(majorOf('beta 3')).toBeNull();
  });
});

describe('social sign-in buttons (flag on and platform version below 16)', () => {
  it('show exactly the flagged providers below 16, none from 16 up', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 40 })),
        (google, facebook, version) => {
          const shown = socialProviders({ googleLogin: google, facebookLogin: facebook }, version);
          if (version !== null && version >= SOCIAL_MAX_PLATFORM_VERSION) expect(shown).toEqual([]);
          else expect(shown).toEqual([...(google ? ['google'] : []), ...(facebook ? ['facebook'] : [])]);
        },
      ),
    );
  });

  it('hide from version 16 itself, and show on 15', () => {
    const flags = { googleLogin: true, facebookLogin: true };
    expect(socialProviders(flags, 16)).toEqual([]);
    expect(socialProviders(flags, 15)).toEqual(['google', 'facebook']);
    expect(socialProviders(flags, null)).toEqual(['google', 'facebook']);
  });

  it('show nothing before the status is known', () => {
    expect(socialProviders(null, 10)).toEqual([]);
  });
});
