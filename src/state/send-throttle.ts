import { THROTTLE_MS } from '@/lib/resend-countdown';
import { persisted } from './persisted';

// After "too many requests" (the server's TOO_MANY_REQUEST or the phone-auth provider's) the send-code button
// waits 5 minutes (product spec sections 8 and 9). Kept on the device, so a reload does not skip the wait
// and run straight into the same refusal.

export const sendThrottle = persisted<{ blockedUntil: number | null }>('lotto.sendCodeBlockedUntil', {
  parse: (raw) => {
    const until = Number(raw);
    // A wait that is over is nothing to remember.
    return Number.isFinite(until) && until > Date.now() ? { blockedUntil: until } : null;
  },
  serialize: ({ blockedUntil }) => (blockedUntil === null ? null : String(blockedUntil)),
  initial: { blockedUntil: null },
});

export function blockSending(now: number = Date.now()): void {
  sendThrottle.blockedUntil = now + THROTTLE_MS;
}

export function clearSendBlock(): void {
  sendThrottle.blockedUntil = null;
}
