// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CAPTCHA_SCRIPT_OVERRIDE_KEY,
  captchaScriptUrl,
  FIREBASE_EMULATOR_OVERRIDE_KEY,
  firebaseAuthEmulatorUrl,
  isAllowedEmulator,
  isOwnPath,
  VENDOR_CAPTCHA_SCRIPT_URL,
} from './auth-vendors';

afterEach(() => localStorage.clear());

describe('sign-in vendors', () => {
  it('a production build loads the vendor captcha and the real Firebase Auth', () => {
    expect(captchaScriptUrl()).toBe(VENDOR_CAPTCHA_SCRIPT_URL);
    expect(firebaseAuthEmulatorUrl()).toBeNull();
  });

  it('a device override may point the captcha at a script on our own origin only', () => {
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
