import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberReferral } from './referral';
import { currentRegistrationContext } from './registration';

// Plain Node: the page's address and the tab's storage are stubbed per test, so a test can also see how the
// module behaves where there is no page at all.

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const at = (href: string) => {
  const url = new URL(href);
  vi.stubGlobal('location', { href: url.href, hostname: url.hostname, search: url.search });
};

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the registration context of a visit', () => {
  it('remembers the codes of the landing address for a registration on a later page', () => {
    at('https://lotto.ph/?affiliateCode=AFF1&referralCode=REF1');
    rememberReferral();

    at('https://lotto.ph/register#step-2');
    expect(currentRegistrationContext()).toEqual({
      affiliateCode: 'AFF1',
      referralCode: 'REF1',
      registerMethod: 'H5',
      registerUrl: 'https://lotto.ph/register',
      domain: 'lotto.ph',
    });
  });

  it('keeps the remembered codes when a later address has none', () => {
    rememberReferral('?affiliateCode=AFF1');
    rememberReferral('?utm_source=mail');

    at('https://lotto.ph/register');
    expect(currentRegistrationContext()).toMatchObject({ affiliateCode: 'AFF1' });
  });

  it('has no codes when the visit brought none', () => {
    at('https://lotto.ph/');
    rememberReferral();

    expect(currentRegistrationContext()).toEqual({
      registerMethod: 'H5',
      registerUrl: 'https://lotto.ph/',
      domain: 'lotto.ph',
    });
  });

  it('works without a page address at all', () => {
    expect(() => rememberReferral()).not.toThrow();
    expect(currentRegistrationContext()).toEqual({ registerMethod: 'H5', registerUrl: '', domain: '' });
  });
});
