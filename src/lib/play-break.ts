import type { ApiFailure } from '@/api';
import { formatManilaDateTime, manilaParts, manilaTime } from './manila-time';

// Time-outs and self-exclusions (issue 19): when one ends, and the words for a refusal because one runs. The
// fake backend computes the end with the same function, so the date a confirmation states is the one the
// server then enforces.

export type BreakLength = 'H24' | 'D7' | 'D30' | 'M6' | 'Y1' | 'Y5';

const HOURS: Partial<Record<BreakLength, number>> = { H24: 24, D7: 7 * 24, D30: 30 * 24 };
const MONTHS: Partial<Record<BreakLength, number>> = { M6: 6, Y1: 12, Y5: 60 };

/** When a break that starts at `from` ends: time-outs in hours, self-exclusions in Manila calendar months. */
export function breakEnd(length: BreakLength, from: number): number {
  const hours = HOURS[length];
  if (hours !== undefined) return from + hours * 3_600_000;
  const p = manilaParts(from);
  return manilaTime(p.year, p.month + (MONTHS[length] ?? 0), p.day, p.hour, p.minute, p.second);
}

export const TIMED_OUT = 'ACCOUNT_TIMED_OUT';
export const SELF_EXCLUDED = 'ACCOUNT_SELF_EXCLUDED';

/**
 * Our words, with the end date, for a login, deposit or game launch refused because a break runs; null for any
 * other failure (or one without its end date).
 */
export function playBreakMessage(
  failure: ApiFailure,
  t: (key: string, params?: Record<string, string>) => string,
): string | null {
  const end = failure.details.endTime;
  if (end === undefined) return null;
  const date = formatManilaDateTime(end);
  if (failure.code === TIMED_OUT) return t('rg_timed_out_until', { date });
  if (failure.code === SELF_EXCLUDED) return t('rg_self_excluded_until', { date });
  return null;
}
