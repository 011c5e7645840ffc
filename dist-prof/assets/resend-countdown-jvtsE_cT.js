// src/lib/resend-countdown.ts
var RESEND_GRACE_MS = 5e3;
var PHONE_AUTH_RESEND_MS = 6e4;
var THROTTLE_MS = 3e5;
/** The moment the countdown ends for a code the server says expires at `expirationTime` (epoch ms). */
var smsResendAt = (expirationTime) => expirationTime + RESEND_GRACE_MS;
/** Whole seconds left, rounded up so "1 s" shows until the button really is active; never negative. */
function secondsLeft(until, now) {
	if (until === null || !Number.isFinite(until)) return 0;
	return Math.max(0, Math.ceil((until - now) / 1e3));
}
/** "4:59" for the long throttle wait, plain seconds below a minute. */
function formatWait(seconds) {
	if (seconds < 60) return String(seconds);
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
export { smsResendAt as a, secondsLeft as i, THROTTLE_MS as n, formatWait as r, PHONE_AUTH_RESEND_MS as t };
