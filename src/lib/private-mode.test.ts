import { describe, expect, it } from 'vitest';
import { looksPrivate } from './private-mode';

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
