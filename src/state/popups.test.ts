// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manilaTime } from '@/lib/manila-time';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.resetModules();
});

/** The store as a fresh start of the app reads it from the device. */
const freshStore = async () => (await import('./popups')).popupState;

describe('closed promo popups', () => {
  it('are remembered on the device with their Manila day, each phase under its own key', async () => {
    // 23:30 on 10 March in Manila is still 10 March there, though 15:30 UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(manilaTime(2026, 3, 10, 23, 30));
    const { closePopups } = await import('./popups');
    closePopups('before', 701);
    closePopups('after', [703, 702], { allDay: true });
    expect(JSON.parse(localStorage.getItem('lotto.popup.closed.before')!)).toEqual({
      day: '2026-03-10',
      ids: [701],
      allDay: false,
    });
    expect(JSON.parse(localStorage.getItem('lotto.popup.closed.after')!)).toEqual({
      day: '2026-03-10',
      ids: [703, 702],
      allDay: true,
    });
    vi.resetModules();
    expect((await freshStore()).closed).toEqual({
      before: { day: '2026-03-10', ids: [701], allDay: false },
      after: { day: '2026-03-10', ids: [703, 702], allDay: true },
    });
  });

  it('forget what is not a closed state (the old id-only format too), and remove it from the device', async () => {
    localStorage.setItem('lotto.popup.closed.before', '701');
    localStorage.setItem('lotto.popup.closed.after', '{"day":"2026-03-10","ids":["701"],"allDay":false}');
    const nothing = { day: null, ids: [], allDay: false };
    expect((await freshStore()).closed).toEqual({ before: nothing, after: nothing });
    expect(localStorage.getItem('lotto.popup.closed.before')).toBeNull();
    expect(localStorage.getItem('lotto.popup.closed.after')).toBeNull();
  });

  it('refuse ids that are not popup ids', async () => {
    const { parseClosed } = await import('./popups');
    expect(parseClosed('{"day":"2026-03-10","ids":[1.5],"allDay":false}')).toBeNull();
    expect(parseClosed('{"day":"2026-03-10","ids":"701","allDay":false}')).toBeNull();
    expect(parseClosed('{"day":"2026-03-10","ids":[701]}')).toBeNull();
    expect(parseClosed('not json')).toBeNull();
    expect(parseClosed('null')).toBeNull();
    expect(parseClosed('{"day":"2026-03-10","ids":[701],"allDay":true}')).toEqual({
      day: '2026-03-10',
      ids: [701],
      allDay: true,
    });
  });
});
