import { proxy } from 'valtio';
import { manilaDayKey } from '@/lib/manila-time';
import { afterClosing, NOTHING_CLOSED, type ClosedPopups, type PopupPhase } from '@/lib/popup-rules';
import { persisted } from './persisted';

// The promo popup's closed state, one per phase (before and after login, product spec section 4): the Manila
// day of the closing, the popups closed that day, and whether the player said "don't show again today". Kept
// on the device, so a closed popup stays closed across visits until the next day (src/lib/popup-rules.ts).

const isId = (id: unknown): id is number => Number.isSafeInteger(id);

/** The stored text as a closed state, or null when it is not one (another version's format, a hand edit). */
export function parseClosed(raw: string): ClosedPopups | null {
  try {
    const { day, ids, allDay } = JSON.parse(raw) as Partial<Record<keyof ClosedPopups, unknown>>;
    // A day that is not a Manila date never equals today: it only counts for nothing, like no closing.
    return typeof day === 'string' && typeof allDay === 'boolean' && Array.isArray(ids) && ids.every(isId)
      ? { day, ids, allDay }
      : null;
  } catch {
    // Not JSON, or JSON null.
    return null;
  }
}

const closedIn = (phase: PopupPhase) =>
  persisted<ClosedPopups>(`lotto.popup.closed.${phase}`, {
    parse: parseClosed,
    serialize: (closed) => (closed.day === null ? null : JSON.stringify(closed)),
    initial: { ...NOTHING_CLOSED, ids: [] },
  });

export const popupState = proxy<{ closed: Record<PopupPhase, ClosedPopups> }>({
  closed: { before: closedIn('before'), after: closedIn('after') },
});

export interface CloseOptions {
  /** The Manila day of the closing (YYYY-MM-DD); by default the day it is now. */
  today?: string;
  /** "Don't show again today": every popup of the phase stays away for the rest of the day. */
  allDay?: boolean;
}

/** The player closed the popups `ids` (those shown) in `phase`. */
export function closePopups(
  phase: PopupPhase,
  ids: number | readonly number[],
  { today = manilaDayKey(Date.now()), allDay = false }: CloseOptions = {},
): void {
  const next = afterClosing(popupState.closed[phase], typeof ids === 'number' ? [ids] : ids, today, allDay);
  Object.assign(popupState.closed[phase], next);
}

/** Forgets every closing (tests start from a device that never closed a popup). */
export function forgetClosedPopups(): void {
  for (const phase of ['before', 'after'] as const)
    Object.assign(popupState.closed[phase], { ...NOTHING_CLOSED, ids: [] });
}
