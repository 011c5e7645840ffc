import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockNow, runningClocks, subscribeClock } from './clock';

describe('the shared clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one interval however many countdowns listen, and stops with the last one', () => {
    const listeners = Array.from({ length: 25 }, () => vi.fn());
    const stops = listeners.map((listener) => subscribeClock(listener));
    expect(runningClocks()).toBe(1);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(3000);
    for (const listener of listeners) expect(listener).toHaveBeenCalledTimes(3);

    stops.forEach((stop) => stop());
    expect(runningClocks()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks on the second and tells the time', () => {
    vi.setSystemTime(new Date('2026-03-10T12:00:00.400Z'));
    const listener = vi.fn();
    const stop = subscribeClock(listener);
    vi.advanceTimersByTime(599);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(clockNow()).toBe(Date.parse('2026-03-10T12:00:01.000Z'));
    stop();
  });
});
