// Which promo popups a player sees (product spec section 4): execution B before login, A after login, F only
// on the first login; an end date (a Manila day, inclusive) hides it afterwards unless it never expires. The
// closed state is kept per phase (before and after login): a popup closed today stays away until the next
// Manila day, a newer popup still opens the same day, and "don't show again today" keeps every popup of the
// phase away until the next Manila day (docs/spec-decisions.md, "Promo popups: closed until the next day").

export type PopupPhase = 'before' | 'after';

export interface PopupLike {
  id: number;
  execution: string;
  noExpiry: boolean;
  endDate?: string | null;
}

export interface Viewer {
  loggedIn: boolean;
  firstTimeLogin: boolean;
  /** Today in Manila, YYYY-MM-DD. */
  today: string;
}

export const phaseOf = (viewer: Pick<Viewer, 'loggedIn'>): PopupPhase =>
  viewer.loggedIn ? 'after' : 'before';

function isCurrent(popup: PopupLike, today: string): boolean {
  if (popup.noExpiry || !popup.endDate) return true;
  return popup.endDate.slice(0, 10) >= today;
}

function isForViewer(popup: PopupLike, viewer: Viewer): boolean {
  switch (popup.execution) {
    case 'B':
      return !viewer.loggedIn;
    case 'A':
      return viewer.loggedIn;
    case 'F':
      return viewer.loggedIn && viewer.firstTimeLogin;
    default:
      return false;
  }
}

/** The popups for this viewer today, newest (highest id) first. */
export function popupsFor<T extends PopupLike>(popups: readonly T[], viewer: Viewer): T[] {
  return popups
    .filter((popup) => isForViewer(popup, viewer) && isCurrent(popup, viewer.today))
    .sort((a, b) => b.id - a.id);
}

/** What the player closed in one phase, remembered on the device. */
export interface ClosedPopups {
  /** The Manila day (YYYY-MM-DD) the closing holds for; null when nothing is closed. */
  day: string | null;
  /** The popups closed on that day. */
  ids: readonly number[];
  /** "Don't show again today": no popup of the phase for the rest of that day, not even a newer one. */
  allDay: boolean;
}

export const NOTHING_CLOSED: ClosedPopups = { day: null, ids: [], allDay: false };

/**
 * The popups to show this viewer now, newest first: those on offer (popupsFor) that were not closed today. A
 * closing of an earlier day counts for nothing, so every popup comes back the next Manila day.
 */
export function popupsToShow<T extends PopupLike>(
  popups: readonly T[],
  viewer: Viewer,
  closed: ClosedPopups,
): T[] {
  const offered = popupsFor(popups, viewer);
  if (closed.day !== viewer.today) return offered;
  if (closed.allDay) return [];
  return offered.filter((popup) => !closed.ids.includes(popup.id));
}

/** The closed state after the player closes the popups `ids` on `today` (all of the day with `allDay`). */
export function afterClosing(
  closed: ClosedPopups,
  ids: readonly number[],
  today: string,
  allDay = false,
): ClosedPopups {
  const sameDay = closed.day === today;
  return {
    day: today,
    // Only popups not closed today are shown, so the two lists never share an id.
    ids: [...(sameDay ? closed.ids : []), ...ids],
    allDay: allDay || (sameDay && closed.allDay),
  };
}
