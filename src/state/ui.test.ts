import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, LOADING_TOAST_MAX_MS, showToast, TOAST_MIN_MS, toastDuration, ui } from './ui';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of [...ui.toasts]) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('shows a repeated identical message within one second only once', () => {
    showToast('in_unknown_error', { kind: 'error' });
    vi.advanceTimersByTime(500);
    showToast('in_unknown_error', { kind: 'error' });
    expect(ui.toasts.filter((t) => t.text === 'in_unknown_error')).toHaveLength(1);
  });

  it('shows the same message again after a second has passed', () => {
    showToast('Deposit is not allowed currently', { kind: 'error', isKey: false, durationMs: 5000 });
    vi.advanceTimersByTime(1200);
    showToast('Deposit is not allowed currently', { kind: 'error', isKey: false, durationMs: 5000 });
    expect(ui.toasts.filter((t) => t.text === 'Deposit is not allowed currently')).toHaveLength(2);
  });

  it('keeps a message up long enough to read, longer for longer text', () => {
    expect(toastDuration('ok')).toBeGreaterThanOrEqual(TOAST_MIN_MS);
    expect(toastDuration('a much longer message that takes a while to read')).toBeGreaterThan(
      toastDuration('ok'),
    );
    showToast('short', { durationMs: 100 });
    vi.advanceTimersByTime(TOAST_MIN_MS - 1);
    expect(ui.toasts.some((t) => t.text === 'short')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(ui.toasts.some((t) => t.text === 'short')).toBe(false);
  });

  it('ends a loading toast after at most 15 seconds', () => {
    showToast('loading', { kind: 'loading', durationMs: 60_000 });
    vi.advanceTimersByTime(LOADING_TOAST_MAX_MS);
    expect(ui.toasts.some((t) => t.kind === 'loading')).toBe(false);
  });
});
