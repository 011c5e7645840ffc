import { describe, expect, it } from 'vitest';
import { afterClosing, NOTHING_CLOSED, phaseOf, popupsFor, popupsToShow } from './popup-rules';

const popups = [
  { id: 701, execution: 'B', noExpiry: true, endDate: null },
  { id: 702, execution: 'F', noExpiry: false, endDate: '2026-04-09' },
  { id: 703, execution: 'A', noExpiry: false, endDate: '2026-03-17' },
  { id: 699, execution: 'A', noExpiry: false, endDate: '2026-03-08' },
];
const today = '2026-03-10';

describe('promo popups', () => {
  it('shows B to visitors only', () => {
    expect(popupsFor(popups, { loggedIn: false, firstTimeLogin: false, today }).map((p) => p.id)).toEqual([
      701,
    ]);
  });

  it('shows A to players, and F as well on the first login, newest first', () => {
    expect(popupsFor(popups, { loggedIn: true, firstTimeLogin: false, today }).map((p) => p.id)).toEqual([
      703,
    ]);
    expect(popupsFor(popups, { loggedIn: true, firstTimeLogin: true, today }).map((p) => p.id)).toEqual([
      703, 702,
    ]);
  });

  it('respects the end date (inclusive, Manila day) unless the popup never expires', () => {
    const onLastDay = { loggedIn: true, firstTimeLogin: false, today: '2026-03-17' };
    expect(popupsFor(popups, onLastDay).map((p) => p.id)).toEqual([703]);
    expect(popupsFor(popups, { ...onLastDay, today: '2026-03-18' })).toEqual([]);
    expect(popupsFor(popups, { loggedIn: false, firstTimeLogin: false, today: '2099-01-01' })).toHaveLength(
      1,
    );
  });

  it('shows a popup with an unknown execution to nobody', () => {
    const odd = [{ id: 800, execution: 'C', noExpiry: true, endDate: null }];
    expect(popupsFor(odd, { loggedIn: false, firstTimeLogin: false, today })).toEqual([]);
    expect(popupsFor(odd, { loggedIn: true, firstTimeLogin: true, today })).toEqual([]);
  });

  it('keeps showing a popup that never expires even after its end date', () => {
    const lasting = [{ id: 801, execution: 'B', noExpiry: true, endDate: '2026-03-01' }];
    expect(popupsFor(lasting, { loggedIn: false, firstTimeLogin: false, today }).map((p) => p.id)).toEqual([
      801,
    ]);
  });

  it('keeps the closed state of before and after login apart', () => {
    expect(phaseOf({ loggedIn: false })).toBe('before');
    expect(phaseOf({ loggedIn: true })).toBe('after');
  });
});

describe('§20.4 a closed popup stays away until the next Manila day', () => {
  const visitor = { loggedIn: false, firstTimeLogin: false, today };
  const offer = [
    { id: 701, execution: 'B', noExpiry: true, endDate: null },
    { id: 705, execution: 'B', noExpiry: true, endDate: null },
  ];
  const ids = (shown: { id: number }[]) => shown.map((p) => p.id);

  it('shows everything on offer while nothing is closed', () => {
    expect(ids(popupsToShow(offer, visitor, NOTHING_CLOSED))).toEqual([705, 701]);
    expect(popupsToShow([], visitor, NOTHING_CLOSED)).toEqual([]);
  });

  it('keeps closed popups away for the rest of the day, and shows them again the next day', () => {
    const closed = afterClosing(NOTHING_CLOSED, [705, 701], today);
    expect(closed).toEqual({ day: today, ids: [705, 701], allDay: false });
    expect(popupsToShow(offer, visitor, closed)).toEqual([]);
    expect(ids(popupsToShow(offer, { ...visitor, today: '2026-03-11' }, closed))).toEqual([705, 701]);
  });

  it('opens for a popup that arrives later the same day, showing only the new one', () => {
    const closed = afterClosing(NOTHING_CLOSED, [701], today);
    expect(ids(popupsToShow(offer, visitor, closed))).toEqual([705]);
    const both = afterClosing(closed, [705], today);
    expect(both.ids).toEqual([701, 705]);
    expect(popupsToShow(offer, visitor, both)).toEqual([]);
  });

  it('"don\'t show again today" keeps even a newer popup away until the next day', () => {
    const closed = afterClosing(NOTHING_CLOSED, [701], today, true);
    expect(popupsToShow(offer, visitor, closed)).toEqual([]);
    // A later plain close the same day keeps the whole day closed.
    expect(afterClosing(closed, [705], today).allDay).toBe(true);
    expect(ids(popupsToShow(offer, { ...visitor, today: '2026-03-11' }, closed))).toEqual([705, 701]);
  });

  it("forgets an earlier day's closings when closing again", () => {
    const yesterday = afterClosing(NOTHING_CLOSED, [701], '2026-03-09', true);
    expect(afterClosing(yesterday, [705], today)).toEqual({ day: today, ids: [705], allDay: false });
  });

  it('still honours the execution rule: a closing never shows a popup meant for someone else', () => {
    const mixed = [...popups, { id: 710, execution: 'B', noExpiry: true, endDate: null }];
    const closedBefore = afterClosing(NOTHING_CLOSED, [701], today);
    expect(ids(popupsToShow(mixed, visitor, closedBefore))).toEqual([710]);
    const player = { loggedIn: true, firstTimeLogin: false, today };
    expect(ids(popupsToShow(mixed, player, NOTHING_CLOSED))).toEqual([703]);
    expect(ids(popupsToShow(mixed, { ...player, firstTimeLogin: true }, NOTHING_CLOSED))).toEqual([703, 702]);
  });
});
