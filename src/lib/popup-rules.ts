// Which promo popups a player sees (product spec section 4): execution B before login, A after login, F only
// on the first login; an end date (a Manila day, inclusive) hides it afterwards unless it never expires. The
// closed state is one remembered id per phase: closing remembers the newest id, and a newer one reopens it.

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

/** Shown unless the player closed it while the same newest popup was on offer. */
export function shouldShowPopups(popups: readonly PopupLike[], closedNewestId: number | null): boolean {
  if (popups.length === 0) return false;
  const newest = Math.max(...popups.map((p) => p.id));
  return closedNewestId !== newest;
}
