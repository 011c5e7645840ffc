// When the "send code" button may be used again (product spec sections 4 and 9). An SMS code may be asked for
// again 5 seconds after the server says it expires; a third-party phone-auth code has no server expiry, so a
// fixed wait stands in; a throttled number waits 5 minutes.

export const RESEND_GRACE_MS = 5_000;
export const PHONE_AUTH_RESEND_MS = 60_000;
export const THROTTLE_MS = 5 * 60_000;

/** The moment the countdown ends for a code the server says expires at `expirationTime` (epoch ms). */
export const smsResendAt = (expirationTime: number): number => expirationTime + RESEND_GRACE_MS;

/** Whole seconds left, rounded up so "1 s" shows until the button really is active; never negative. */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null || !Number.isFinite(until)) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** "4:59" for the long throttle wait, plain seconds below a minute. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return String(seconds);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
