import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLaunchFacts, registerMethodFor } from './register-method';

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

describe('launch facts read from the browser', () => {
  const BROWSER_UA =
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';

  /** A window whose matchMedia matches exactly the given display modes. */
  const windowMatching = (...queries: string[]) => ({
    matchMedia: (query: string) => ({ matches: queries.includes(query) }),
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a plain browser tab is none of the installed kinds', () => {
    vi.stubGlobal('navigator', { userAgent: BROWSER_UA });
    vi.stubGlobal('window', windowMatching());
    expect(currentLaunchFacts()).toStrictEqual({
      nativeApp: false,
      iosStandalone: false,
      displayModeStandalone: false,
    });
  });

  it('the native wrapper is known by its user agent', () => {
    vi.stubGlobal('navigator', { userAgent: `${BROWSER_UA} LottoPHAndroidApp/3.2` });
    vi.stubGlobal('window', windowMatching());
    expect(currentLaunchFacts().nativeApp).toBe(true);
  });

  it('an iOS home-screen web clip is known by navigator.standalone, and only when it is true', () => {
    vi.stubGlobal('window', windowMatching());
    vi.stubGlobal('navigator', { userAgent: 'iPhone', standalone: true });
    expect(currentLaunchFacts().iosStandalone).toBe(true);
    vi.stubGlobal('navigator', { userAgent: 'iPhone', standalone: false });
    expect(currentLaunchFacts().iosStandalone).toBe(false);
  });

  it.each(['(display-mode: standalone)', '(display-mode: fullscreen)', '(display-mode: minimal-ui)'])(
    'an installed PWA is known by %s alone',
    (query) => {
      vi.stubGlobal('navigator', { userAgent: BROWSER_UA });
      vi.stubGlobal('window', windowMatching(query));
      expect(currentLaunchFacts()).toStrictEqual({
        nativeApp: false,
        iosStandalone: false,
        displayModeStandalone: true,
      });
    },
  );

  it('without a window, a navigator or matchMedia (server, old browsers) every fact is false', () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('window', undefined);
    expect(currentLaunchFacts()).toStrictEqual({
      nativeApp: false,
      iosStandalone: false,
      displayModeStandalone: false,
    });

    vi.stubGlobal('window', {});
    expect(currentLaunchFacts().displayModeStandalone).toBe(false);
  });
});
