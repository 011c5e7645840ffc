import { useSyncExternalStore } from 'react';

/**
 * A phone on its side: landscape, short, and touch-driven. A desktop window that happens to be wide and short
 * has a fine pointer and is left alone.
 */
export const LANDSCAPE_PHONE = '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(LANDSCAPE_PHONE) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useLandscapePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
