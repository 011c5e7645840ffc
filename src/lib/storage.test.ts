import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';
import { getJson, setJson } from './storage-json';

/** A Storage backed by a Map, as the browser's own behaves for these calls. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** A Storage that refuses every call, as Safari's does in some private or full-quota states. */
function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('device storage', () => {
  it('keeps local and session values apart, local by default', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);

    storage.set('lang', 'fil');
    storage.set('lang', 'en', 'session');
    expect(local.getItem('lang')).toBe('fil');
    expect(session.getItem('lang')).toBe('en');
    expect(storage.get('lang')).toBe('fil');
    expect(storage.get('lang', 'session')).toBe('en');
  });

  it('removes from local storage by default and from session storage when asked', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    local.setItem('token', 'a');
    session.setItem('token', 'b');

    storage.remove('token');
    expect(local.getItem('token')).toBeNull();
    expect(session.getItem('token')).toBe('b');

    storage.remove('token', 'session');
    expect(session.getItem('token')).toBeNull();
  });

  it('round-trips JSON, and reads nothing for a missing or corrupt value', () => {
    const local = memoryStorage();
    vi.stubGlobal('localStorage', local);

    setJson('draft', { numbers: [1, 2, 3], bet: 20 });
    expect(local.getItem('draft')).toBe('{"numbers":[1,2,3],"bet":20}');
    expect(getJson('draft')).toStrictEqual({ numbers: [1, 2, 3], bet: 20 });

    expect(getJson('missing')).toBeNull();
    local.setItem('broken', '{"numbers":');
    expect(getJson('broken')).toBeNull();
  });

  it('never throws when the storage refuses, it only forgets', () => {
    vi.stubGlobal('localStorage', refusingStorage());
    expect(() => storage.set('k', 'v')).not.toThrow();
    expect(() => storage.remove('k')).not.toThrow();
    expect(storage.get('k')).toBeNull();
    expect(getJson('k')).toBeNull();
  });

  it('never throws when the page may not touch storage at all', () => {
    // Browsers with site data blocked throw on merely reading window.localStorage.
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(storage.get('k')).toBeNull();
      expect(() => storage.set('k', 'v')).not.toThrow();
      expect(() => storage.remove('k')).not.toThrow();
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });

  it('reads nothing where there is no storage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(storage.get('k')).toBeNull();
    expect(() => storage.set('k', 'v')).not.toThrow();
  });
});
