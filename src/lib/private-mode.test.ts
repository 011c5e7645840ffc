import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPrivateBrowsing, looksPrivate } from './private-mode';

const GIB = 1024 ** 3;

describe('private window signals', () => {
  it('Chromium: a quota below twice the heap limit is a private window', () => {
    expect(
      looksPrivate({ chromium: true, quota: 0.3 * GIB, heapLimit: 4 * GIB, fileSystemRefused: null }),
    ).toBe(true);
    expect(
      looksPrivate({ chromium: true, quota: 120 * GIB, heapLimit: 4 * GIB, fileSystemRefused: null }),
    ).toBe(false);
    // Without a heap limit the usual 1 GiB stands in.
    expect(looksPrivate({ chromium: true, quota: 1.5 * GIB, heapLimit: null, fileSystemRefused: null })).toBe(
      true,
    );
    // A quota of exactly twice the heap limit is already a normal profile's.
    expect(
      looksPrivate({ chromium: true, quota: 8 * GIB, heapLimit: 4 * GIB, fileSystemRefused: null }),
    ).toBe(false);
    // Nothing known, nothing claimed.
    expect(looksPrivate({ chromium: true, quota: null, heapLimit: null, fileSystemRefused: null })).toBe(
      false,
    );
  });

  it('Firefox and Safari: a refused origin-private file system is a private window', () => {
    expect(looksPrivate({ chromium: false, quota: 10 * GIB, heapLimit: null, fileSystemRefused: true })).toBe(
      true,
    );
    expect(
      looksPrivate({ chromium: false, quota: 10 * GIB, heapLimit: null, fileSystemRefused: false }),
    ).toBe(false);
    expect(looksPrivate({ chromium: false, quota: null, heapLimit: null, fileSystemRefused: null })).toBe(
      false,
    );
  });
});

describe('private window detection in the browser', () => {
  const CHROME_UA =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  const FIREFOX_UA = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
  const SAFARI_UA =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  interface FakeNavigator {
    userAgent?: string;
    userAgentData?: { brands?: { brand: string }[] };
    storage?: { estimate?: () => Promise<{ quota?: number }>; getDirectory?: () => Promise<unknown> };
  }

  const withQuota = (quota: number) => ({ estimate: () => Promise.resolve({ quota }) });
  // Node has no performance.memory, as Firefox and Safari: give it one only where a test says so.
  const withHeapLimit = (jsHeapSizeLimit: number) =>
    vi.stubGlobal(
      'performance',
      Object.assign(Object.create(performance) as Performance, {
        memory: { jsHeapSizeLimit },
      }),
    );

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('Chromium told by its user agent: a small quota is private, a disk-sized one is not', async () => {
    vi.stubGlobal('navigator', {
      userAgent: CHROME_UA,
      storage: withQuota(0.5 * GIB),
    } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(true);

    vi.stubGlobal('navigator', {
      userAgent: CHROME_UA,
      storage: withQuota(80 * GIB),
    } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(false);
  });

  it('Chromium told only by its client hints, whichever brand is listed first', async () => {
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Custom/1.0',
      userAgentData: { brands: [{ brand: 'Not/A)Brand' }, { brand: 'Chromium' }] },
      storage: withQuota(0.5 * GIB),
    } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(true);
  });

  it('Chromium measures the quota against its own heap limit when it reports one', async () => {
    withHeapLimit(4 * GIB);
    vi.stubGlobal('navigator', { userAgent: CHROME_UA, storage: withQuota(3 * GIB) } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(true);
  });

  it('Chromium without a quota estimate claims nothing', async () => {
    vi.stubGlobal('navigator', { userAgent: CHROME_UA, storage: {} } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(false);
    vi.stubGlobal('navigator', {
      userAgent: CHROME_UA,
      storage: { estimate: () => Promise.reject(new Error('denied')) },
    } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(false);
  });

  it('Chromium is not judged by the file system, which it grants in private windows too', async () => {
    vi.stubGlobal('navigator', {
      userAgent: CHROME_UA,
      storage: { ...withQuota(80 * GIB), getDirectory: () => Promise.reject(new Error('SecurityError')) },
    } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(false);
  });

  it.each([
    ['Firefox', FIREFOX_UA],
    ['Safari', SAFARI_UA],
  ])('%s: a refused file system is private, a granted one is not', async (_browser, userAgent) => {
    const refused = vi.fn(() => Promise.reject(new DOMException('refused', 'SecurityError')));
    vi.stubGlobal('navigator', {
      userAgent,
      storage: { ...withQuota(0.1 * GIB), getDirectory: refused },
    } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(true);
    expect(refused).toHaveBeenCalled();

    vi.stubGlobal('navigator', {
      userAgent,
      storage: { ...withQuota(0.1 * GIB), getDirectory: () => Promise.resolve({}) },
    } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(false);
  });

  it('a browser without the file system call is taken for a normal window', async () => {
    vi.stubGlobal('navigator', {
      userAgent: FIREFOX_UA,
      storage: withQuota(0.1 * GIB),
    } satisfies FakeNavigator);
    await expect(isPrivateBrowsing()).resolves.toBe(false);
  });

  it('resolves false, never rejects, when the browser throws while being asked', async () => {
    vi.stubGlobal('navigator', {
      userAgent: FIREFOX_UA,
      get userAgentData(): never {
        throw new Error('blocked by an extension');
      },
    });
    await expect(isPrivateBrowsing()).resolves.toBe(false);
  });
});
