import { G as proxy, J as storage } from "./app-B8swDsOD.js";
import { n as THROTTLE_MS } from "./resend-countdown-jvtsE_cT.js";
// src/state/send-throttle.ts
var KEY = "lotto.sendCodeBlockedUntil";
var stored = Number(storage.get(KEY));
var sendThrottle = proxy({ blockedUntil: Number.isFinite(stored) && stored > Date.now() ? stored : null });
function blockSending(now = Date.now()) {
	sendThrottle.blockedUntil = now + THROTTLE_MS;
	storage.set(KEY, String(sendThrottle.blockedUntil));
}
export { sendThrottle as n, blockSending as t };
