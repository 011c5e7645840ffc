import { useSyncExternalStore } from 'react';

// One clock for every countdown on screen (architecture: no interval per row). It ticks once a second, on the
// second, only while something listens, and stops when the last listener leaves.

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setTimeout> | null = null;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
  schedule();
}

function schedule(): void {
  // Aligned to the device's second boundary, so every countdown changes digit at the same moment.
  timer = setTimeout(tick, 1000 - (Date.now() % 1000) || 1000);
}

export function subscribeClock(listener: () => void): () => void {
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

export const clockNow = (): number => now;

/** How many intervals are running (0 or 1), for tests. */
export const runningClocks = (): number => (timer === null ? 0 : 1);

/** The shared clock's time, re-rendering the caller once a second. */
export function useNow(): number {
  return useSyncExternalStore(subscribeClock, clockNow, clockNow);
}
