// The fake backend's clock: real time by default; tests and scenarios can pin it or move it forward
// (draws settle, countdowns run out, deposits get approved) without waiting.
let offsetMs = 0;
let frozenAt: number | null = null;

export interface ClockState {
  offsetMs: number;
  frozenAt: number | null;
}

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
  state(): ClockState {
    return { offsetMs, frozenAt };
  },
  restore(state: ClockState): void {
    offsetMs = Number.isFinite(state.offsetMs) ? state.offsetMs : 0;
    frozenAt = typeof state.frozenAt === 'number' ? state.frozenAt : null;
  },
};
