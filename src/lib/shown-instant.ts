import { formatManilaDate, formatManilaDateTime } from './manila-time';

// A server's timestamp as the screens show it. Apart from manila-time.ts, which the first page loads: the
// screens with dates are loaded later, and the first page's own times (today's draws) are bounded by the contract.

/** What a date the app cannot show is shown as. */
export const NO_DATE = '-';

/**
 * Whether an instant can be shown as YYYY.MM.DD: a number whose year has four digits (1000-01-01 to the end of
 * 9999, UTC). A timestamp outside that range, or no number at all, is no date a player can read: the draw date
 * "-167329.03.15" is shown as "-".
 */
export const isShowableInstant = (epochMs: number): boolean =>
  Number.isFinite(epochMs) && epochMs >= Date.UTC(1000, 0, 1) && epochMs < Date.UTC(10000, 0, 1);

/** The instant as a `<time dateTime>` value, or undefined for one that cannot be shown (toISOString throws). */
export const isoInstant = (epochMs: number): string | undefined =>
  isShowableInstant(epochMs) ? new Date(epochMs).toISOString() : undefined;

/** YYYY.MM.DD in Manila, or "-". */
export const shownDate = (epochMs: number): string =>
  isShowableInstant(epochMs) ? formatManilaDate(epochMs) : NO_DATE;

/** YYYY.MM.DD HH:mm in Manila, or "-". */
export const shownDateTime = (epochMs: number): string =>
  isShowableInstant(epochMs) ? formatManilaDateTime(epochMs) : NO_DATE;
