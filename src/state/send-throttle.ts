import { proxy } from 'valtio';
import { THROTTLE_MS } from '@/lib/resend-countdown';
import { storage } from '@/lib/storage';

// After "too many requests" (the server's TOO_MANY_REQUEST or the phone-auth provider's) the send-code button
// waits 5 minutes (product spec sections 8 and 9). Kept on the device, so a reload does not skip the wait
// and run straight into the same refusal.

const KEY = 'lotto.sendCodeBlockedUntil';

const stored = Number(storage.get(KEY));
export const sendThrottle = proxy({
  blockedUntil: Number.isFinite(stored) && stored > Date.now() ? stored : null,
});

export function blockSending(now: number = Date.now()): void {
  sendThrottle.blockedUntil = now + THROTTLE_MS;
  storage.set(KEY, String(sendThrottle.blockedUntil));
}

export function clearSendBlock(): void {
  sendThrottle.blockedUntil = null;
  storage.remove(KEY);
}
