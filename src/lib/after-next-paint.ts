/**
 * Resolves once the browser has painted the frame in progress (at once where nothing paints: a hidden tab, a
 * test's document). Not `scheduler.yield()`: that only lets input in, and no browser but Chromium has it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
