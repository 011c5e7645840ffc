import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react } from "./react-1XXMI5Wu.js";
// src/state/clock.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var listeners = /* @__PURE__ */ new Set();
var now = Date.now();
var timer = null;
function tick() {
	now = Date.now();
	for (const listener of listeners) listener();
	schedule();
}
function schedule() {
	timer = setTimeout(tick, 1e3 - Date.now() % 1e3 || 1e3);
}
function subscribeClock(listener) {
	listeners.add(listener);
	if (timer === null) {
		now = Date.now();
		schedule();
	}
	return () => {
		listeners.delete(listener);
		if (listeners.size === 0 && timer !== null) {
			clearTimeout(timer);
			timer = null;
		}
	};
}
var clockNow = () => now;
/** The shared clock's time, re-rendering the caller once a second. */
function useNow() {
	return (0, import_react.useSyncExternalStore)(subscribeClock, clockNow, clockNow);
}
export { subscribeClock as n, useNow as r, clockNow as t };
