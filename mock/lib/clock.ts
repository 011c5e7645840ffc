// The fake backend's clock: real time by default; tests and scenarios can pin it or move it forward
// (draws settle, countdowns run out) without waiting.
let offsetMs = 0;
let frozenAt: number | null = null;

export const clock = {
  now(): number {
    return frozenAt ?? Date.now() + offsetMs;
  },
  set(at: number): void {
    frozenAt = null;
    offsetMs = at - Date.now();
  },
  freeze(at: number = clock.now()): void {
    frozenAt = at;
  },
  advance(ms: number): void {
    if (frozenAt !== null) frozenAt += ms;
    else offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
    frozenAt = null;
  },
};
