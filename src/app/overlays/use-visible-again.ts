import { useEffect, useLayoutEffect, useRef } from 'react';

/** Calls back each time the tab becomes visible again (the player returns to the app). */
export function useVisibleAgain(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  // Attached in the commit that shows the component, not after the paint: a player who switches tabs the
  // moment the screen appears is still noticed coming back.
  useLayoutEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
