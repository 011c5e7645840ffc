// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persisted } from './persisted';

// A small store of a number kept as its decimal text, as several stores keep theirs.
const counter = (key: string, area?: 'local' | 'session') =>
  persisted(key, {
    parse: (raw) => (/^\d+$/.test(raw) ? { count: Number(raw) } : null),
    serialize: ({ count }) => (count === 0 ? null : String(count)),
    initial: { count: 0 },
    area,
  });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('persisted', () => {
  it('starts from what is stored', () => {
    localStorage.setItem('test.count', '7');
    expect(counter('test.count').count).toBe(7);
  });

  it('starts from the initial value when nothing is stored, and stores nothing for it', () => {
    expect(counter('test.count').count).toBe(0);
    expect(localStorage.getItem('test.count')).toBeNull();
  });

  it('ignores and removes what it cannot read', () => {
    localStorage.setItem('test.count', 'seven');
    expect(counter('test.count').count).toBe(0);
    expect(localStorage.getItem('test.count')).toBeNull();
  });

  it('writes each change at once, and removes the key for a value with nothing to remember', () => {
    const store = counter('test.count');
    store.count = 3;
    expect(localStorage.getItem('test.count')).toBe('3');
    store.count = 0;
    expect(localStorage.getItem('test.count')).toBeNull();
  });

  it('writes only when the store changes', () => {
    localStorage.setItem('test.count', '3');
    const write = vi.spyOn(Storage.prototype, 'setItem');
    const store = counter('test.count');
    store.count = 3;
    expect(write).not.toHaveBeenCalled();
    store.count = 4;
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('keeps two stores apart, and uses the storage area it is given', () => {
    const one = counter('test.one');
    const two = counter('test.two', 'session');
    one.count = 1;
    two.count = 2;
    expect(localStorage.getItem('test.one')).toBe('1');
    expect(localStorage.getItem('test.two')).toBeNull();
    expect(sessionStorage.getItem('test.two')).toBe('2');
    expect(sessionStorage.getItem('test.one')).toBeNull();
    expect(one.count).toBe(1);
  });
});
