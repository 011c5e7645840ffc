// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

/** The store as a fresh start of the app reads it from the device. */
const freshStore = async () => (await import('./popups')).popupState;

describe('closed promo popups', () => {
  it('are remembered on the device, each phase under its own key', async () => {
    const { closePopups } = await import('./popups');
    closePopups('before', 701);
    closePopups('after', 703);
    expect(localStorage.getItem('lotto.popup.closed.before')).toBe('701');
    expect(localStorage.getItem('lotto.popup.closed.after')).toBe('703');
    vi.resetModules();
    expect((await freshStore()).closed).toEqual({ before: { id: 701 }, after: { id: 703 } });
  });

  it('forget what is not a popup id, and remove it from the device', async () => {
    localStorage.setItem('lotto.popup.closed.before', 'not-an-id');
    localStorage.setItem('lotto.popup.closed.after', '1.5');
    expect((await freshStore()).closed).toEqual({ before: { id: null }, after: { id: null } });
    expect(localStorage.getItem('lotto.popup.closed.before')).toBeNull();
    expect(localStorage.getItem('lotto.popup.closed.after')).toBeNull();
  });
});
