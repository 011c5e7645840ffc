import { beforeEach, describe, expect, it, vi } from 'vitest';

let navigation: typeof import('./navigation');

beforeEach(async () => {
  // A fresh module per test: no router registered yet, nothing pending.
  vi.resetModules();
  navigation = await import('./navigation');
});

describe('navigateTo', () => {
  it("goes through the registered router's navigate", () => {
    const navigate = vi.fn();
    navigation.setNavigator(navigate);
    navigation.navigateTo('/login');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('keeps the last request made before a router registers, and carries it out once on registration', () => {
    navigation.navigateTo('/member/home');
    navigation.navigateTo('/login');
    const navigate = vi.fn();
    navigation.setNavigator(navigate);
    navigation.setNavigator(navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });
});
