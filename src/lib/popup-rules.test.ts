import { describe, expect, it } from 'vitest';
import { phaseOf, popupsFor, shouldShowPopups } from './popup-rules';

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

  it('stays closed while the newest of several popups is the one closed', () => {
    const several = [popups[0], { ...popups[0], id: 705 }];
    expect(shouldShowPopups(several, 705)).toBe(false);
    expect(shouldShowPopups(several, 701)).toBe(true);
  });

  it('stays closed until a newer popup arrives', () => {
    const shown = [popups[0]];
    expect(shouldShowPopups(shown, null)).toBe(true);
    expect(shouldShowPopups(shown, 701)).toBe(false);
    expect(shouldShowPopups([{ ...popups[0], id: 705 }], 701)).toBe(true);
    expect(shouldShowPopups([], null)).toBe(false);
  });

  it('keeps the closed state of before and after login apart', () => {
    expect(phaseOf({ loggedIn: false })).toBe('before');
    expect(phaseOf({ loggedIn: true })).toBe('after');
  });
});
