import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerMethodFor } from './register-method';

describe('register method', () => {
  it('names each way of opening the app', () => {
    expect(registerMethodFor({ nativeApp: true, iosStandalone: false, displayModeStandalone: true })).toBe(
      'APP',
    );
    expect(registerMethodFor({ nativeApp: false, iosStandalone: true, displayModeStandalone: true })).toBe(
      'WEBCLIP',
    );
    expect(registerMethodFor({ nativeApp: false, iosStandalone: false, displayModeStandalone: true })).toBe(
      'PWA',
    );
    expect(registerMethodFor({ nativeApp: false, iosStandalone: false, displayModeStandalone: false })).toBe(
      'H5',
    );
  });

  it('the native wrapper always wins, and a plain tab is always H5', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (iosStandalone, displayModeStandalone) => {
        expect(registerMethodFor({ nativeApp: true, iosStandalone, displayModeStandalone })).toBe('APP');
        const method = registerMethodFor({ nativeApp: false, iosStandalone, displayModeStandalone });
        expect(method === 'H5').toBe(!iosStandalone && !displayModeStandalone);
      }),
    );
  });
});
