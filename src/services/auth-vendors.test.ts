// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '@/api/config';
import {
  CAPTCHA_SCRIPT_OVERRIDE_KEY,
  captchaScriptOrigins,
  captchaScriptUrl,
  FIREBASE_EMULATOR_OVERRIDE_KEY,
  firebaseAuthEmulatorUrl,
  isAllowedCaptchaScript,
  isAllowedEmulator,
  isOwnPath,
  VENDOR_CAPTCHA_SCRIPT_URL,
} from './auth-vendors';

/** The browser tests' browser: driven by automation (navigator.webdriver), running a production build. */
const testBrowser = () => vi.stubGlobal('navigator', { ...navigator, webdriver: true });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('sign-in vendors', () => {
  it('a production build loads the vendor captcha and the real Firebase Auth', () => {
    expect(captchaScriptUrl()).toBe(VENDOR_CAPTCHA_SCRIPT_URL);
    expect(firebaseAuthEmulatorUrl()).toBeNull();
  });

  it("a production build in a player's browser ignores the device overrides", () => {
    vi.stubEnv('VITE_API_MOCK', '');
    vi.stubEnv('VITE_CAPTCHA_SCRIPT_URL', '');
    vi.stubEnv('VITE_FIREBASE_AUTH_EMULATOR_URL', '');
    // What a script of our origin (the game frame, an injection) could leave behind for every later visit.
    localStorage.setItem(CAPTCHA_SCRIPT_OVERRIDE_KEY, '/m/pl/t1/planted.js');
    localStorage.setItem(FIREBASE_EMULATOR_OVERRIDE_KEY, location.origin);
    expect(captchaScriptUrl()).toBe(VENDOR_CAPTCHA_SCRIPT_URL);
    expect(firebaseAuthEmulatorUrl()).toBeNull();
  });

  it('a device override may point the captcha at a script on our own origin only', () => {
    testBrowser();
    localStorage.setItem(CAPTCHA_SCRIPT_OVERRIDE_KEY, '/__mock/captcha/gt4.js');
    expect(captchaScriptUrl()).toBe('/__mock/captcha/gt4.js');
    for (const foreign of [
      'https://evil.example/x.js',
      '//evil.example/x.js',
      'javascript:alert(1)',
      '/a b.js',
    ]) {
      localStorage.setItem(CAPTCHA_SCRIPT_OVERRIDE_KEY, foreign);
      expect(captchaScriptUrl()).toBe(VENDOR_CAPTCHA_SCRIPT_URL);
    }
  });

  it('a device override may point Firebase Auth at an emulator on our origin or a loopback address', () => {
    testBrowser();
    localStorage.setItem(FIREBASE_EMULATOR_OVERRIDE_KEY, location.origin);
    expect(firebaseAuthEmulatorUrl()).toBe(location.origin);
    localStorage.setItem(FIREBASE_EMULATOR_OVERRIDE_KEY, 'https://identity.evil.example');
    expect(firebaseAuthEmulatorUrl()).toBeNull();
  });

  it('knows own paths and allowed emulators', () => {
    expect(isOwnPath('/x/gt4.js')).toBe(true);
    expect(isOwnPath('//x/gt4.js')).toBe(false);
    expect(isOwnPath(null)).toBe(false);
    expect(isAllowedEmulator('http://127.0.0.1:9099', 'https://lotto.example.ph')).toBe(true);
    expect(isAllowedEmulator('http://localhost:9099', 'https://lotto.example.ph')).toBe(true);
    expect(isAllowedEmulator('https://lotto.example.ph', 'https://lotto.example.ph')).toBe(true);
    expect(isAllowedEmulator('ftp://127.0.0.1', 'https://lotto.example.ph')).toBe(false);
    expect(isAllowedEmulator('not a url', 'https://lotto.example.ph')).toBe(false);
  });
});

describe('where the captcha script may come from', () => {
  it("the vendor's own address, on its https origin", () => {
    expect(isAllowedCaptchaScript(VENDOR_CAPTCHA_SCRIPT_URL)).toBe(true);
    expect(captchaScriptOrigins()).toEqual(['https://static.geetest.com']);
  });

  it.each([
    'https://evil.example/gt4.js',
    'http://static.geetest.com/v4/gt4.js',
    'https://static.geetest.com.evil.example/v4/gt4.js',
    'https://static.geetest.com@evil.example/v4/gt4.js',
    '//evil.example/gt4.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
  ])('a build configured with %s loads the vendor script instead, and says so', (configured) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('VITE_CAPTCHA_SCRIPT_URL', configured);
    expect(captchaScriptUrl()).toBe(VENDOR_CAPTCHA_SCRIPT_URL);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a build may add https origins (a mirror), and a path on our own origin', () => {
    vi.stubEnv(
      'VITE_CAPTCHA_SCRIPT_ORIGINS',
      'https://captcha.lottoph.example, http://plain.example, not a url',
    );
    expect(captchaScriptOrigins()).toEqual(['https://static.geetest.com', 'https://captcha.lottoph.example']);
    vi.stubEnv('VITE_CAPTCHA_SCRIPT_URL', 'https://captcha.lottoph.example/v4/gt4.js');
    expect(captchaScriptUrl()).toBe('https://captcha.lottoph.example/v4/gt4.js');
    vi.stubEnv('VITE_CAPTCHA_SCRIPT_URL', '/vendor/gt4-1.2.3.js');
    expect(captchaScriptUrl()).toBe('/vendor/gt4-1.2.3.js');
    vi.stubEnv('VITE_CAPTCHA_SCRIPT_URL', 'http://plain.example/gt4.js');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(captchaScriptUrl()).toBe(VENDOR_CAPTCHA_SCRIPT_URL);
  });
});

describe('sign-in vendors by build', () => {
  it("the build's environment wins over a device override", () => {
    vi.stubEnv('VITE_CAPTCHA_SCRIPT_ORIGINS', 'https://cdn.example.ph');
    vi.stubEnv('VITE_CAPTCHA_SCRIPT_URL', 'https://cdn.example.ph/captcha.js');
    vi.stubEnv('VITE_FIREBASE_AUTH_EMULATOR_URL', 'http://emulator.example.ph:9099');
    localStorage.setItem('lotto.dev.captchaScript', '/local/gt4.js');
    localStorage.setItem('lotto.dev.firebaseAuthEmulator', 'http://127.0.0.1:9099');
    expect(captchaScriptUrl()).toBe('https://cdn.example.ph/captcha.js');
    expect(firebaseAuthEmulatorUrl()).toBe('http://emulator.example.ph:9099');
  });

  it('a mock build serves both vendors from the fake backend', () => {
    vi.stubEnv('VITE_API_MOCK', '1');
    expect(captchaScriptUrl()).toBe('http://lotto.test/__mock/captcha/gt4.js');
    expect(firebaseAuthEmulatorUrl()).toBe('http://lotto.test');
  });

  it('a mock build on the page origin points Firebase Auth at the page itself', () => {
    vi.stubEnv('VITE_API_MOCK', '1');
    vi.stubGlobal('location', { origin: 'https://lotto.example.ph' });
    const baseUrl = apiConfig.baseUrl;
    apiConfig.baseUrl = '';
    try {
      expect(firebaseAuthEmulatorUrl()).toBe('https://lotto.example.ph');
      expect(captchaScriptUrl()).toBe('/__mock/captcha/gt4.js');
    } finally {
      apiConfig.baseUrl = baseUrl;
    }
  });

  it('with no page at all, a mock build on the page origin has no emulator address', () => {
    vi.stubEnv('VITE_API_MOCK', '1');
    vi.stubGlobal('location', undefined);
    const baseUrl = apiConfig.baseUrl;
    apiConfig.baseUrl = '';
    try {
      expect(firebaseAuthEmulatorUrl()).toBe('');
    } finally {
      apiConfig.baseUrl = baseUrl;
    }
  });

  it('only a build that says VITE_API_MOCK=1 is a mock build', () => {
    vi.stubEnv('VITE_API_MOCK', '0');
    expect(captchaScriptUrl()).toBe('https://static.geetest.com/v4/gt4.js');
    expect(firebaseAuthEmulatorUrl()).toBeNull();
  });

  it('reads the device overrides under their documented keys, in a mock build or the test browser', () => {
    vi.stubEnv('VITE_API_MOCK', '1');
    localStorage.setItem('lotto.dev.captchaScript', '/local/gt4.js');
    localStorage.setItem('lotto.dev.firebaseAuthEmulator', 'http://127.0.0.1:9099');
    expect(captchaScriptUrl()).toBe('/local/gt4.js');
    expect(firebaseAuthEmulatorUrl()).toBe('http://127.0.0.1:9099');
    vi.stubEnv('VITE_API_MOCK', '');
    testBrowser();
    expect(captchaScriptUrl()).toBe('/local/gt4.js');
    expect(firebaseAuthEmulatorUrl()).toBe('http://127.0.0.1:9099');
  });

  it('accepts an emulator override on the page origin even when that origin is no loopback address', () => {
    testBrowser();
    vi.stubGlobal('location', { origin: 'https://lotto.example.ph' });
    localStorage.setItem('lotto.dev.firebaseAuthEmulator', 'https://lotto.example.ph');
    expect(firebaseAuthEmulatorUrl()).toBe('https://lotto.example.ph');
  });

  it('accepts the IPv6 loopback and refuses an empty emulator address', () => {
    expect(isAllowedEmulator('http://[::1]:9099', 'https://lotto.example.ph')).toBe(true);
    expect(isAllowedEmulator(null, 'https://lotto.example.ph')).toBe(false);
    expect(isAllowedEmulator('', '')).toBe(false);
  });
});
