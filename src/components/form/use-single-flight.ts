import { useCallback, useRef, useState } from 'react';

/**
 * One task at a time: a second tap while the first is on its way is ignored. The guard is a ref, not state,
 * because a double tap lands both taps in the same task, before React re-renders the button as disabled.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async <T>(task: () => Promise<T> | T): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy };
}
