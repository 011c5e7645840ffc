import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announcementPlatform,
  deviceKind,
  downloadTypesFor,
  isAndroid,
  isIOS,
  isNativeApp,
  statusQuery,
} from './platform';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// The iOS wrapper on an iPad asking for the desktop site: nothing in it says phone or tablet but the wrapper.
const IOS_WRAPPER_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) LottoPHiOSApp/3.2';

const onUserAgent = (userAgent: string) => vi.stubGlobal('navigator', { userAgent });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('platform from the user agent', () => {
  it('a desktop browser is the web site, not a phone or the wrapper', () => {
    onUserAgent(DESKTOP_CHROME);
    expect(isNativeApp()).toBe(false);
    expect(isAndroid()).toBe(false);
    expect(isIOS()).toBe(false);
    expect(deviceKind()).toBe('WEB');
    expect(statusQuery()).toStrictEqual({ device: 'WEB' });
    expect(announcementPlatform()).toBe('W');
  });

  it('an Android phone browser is mobile', () => {
    onUserAgent(ANDROID_CHROME);
    expect(isAndroid()).toBe(true);
    expect(isIOS()).toBe(false);
    expect(isNativeApp()).toBe(false);
    expect(deviceKind()).toBe('MOBILE');
    expect(statusQuery()).toStrictEqual({ device: 'MOBILE' });
    expect(announcementPlatform()).toBe('M');
  });

  it('an iPhone browser is mobile', () => {
    onUserAgent(IPHONE_SAFARI);
    expect(isIOS()).toBe(true);
    expect(isAndroid()).toBe(false);
    expect(deviceKind()).toBe('MOBILE');
  });

  it('the wrappers are the native app, and mobile even when their user agent says desktop', () => {
    onUserAgent(`${ANDROID_CHROME} LottoPHAndroidApp/3.2`);
    expect(isNativeApp()).toBe(true);

    onUserAgent(IOS_WRAPPER_DESKTOP_MODE);
    expect(isNativeApp()).toBe(true);
    expect(deviceKind()).toBe('MOBILE');
    expect(announcementPlatform()).toBe('M');
  });

  it('without a navigator (server side) it is the web site', () => {
    vi.stubGlobal('navigator', undefined);
    expect(isNativeApp()).toBe(false);
    expect(deviceKind()).toBe('WEB');
  });
});

describe('download links', () => {
  it('offers none inside the apps, the own store on a phone, both on a desktop', () => {
    expect(downloadTypesFor({ native: true, ios: true, android: false })).toEqual([]);
    expect(downloadTypesFor({ native: false, ios: true, android: false })).toEqual(['IOS']);
    expect(downloadTypesFor({ native: false, ios: false, android: true })).toEqual(['ANDROID']);
    expect(downloadTypesFor({ native: false, ios: false, android: false })).toEqual(['IOS', 'ANDROID']);
  });
});
