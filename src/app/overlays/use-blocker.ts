import { useEffect } from 'react';
import { setBlocker, type Blocker } from '@/state/shell';

/** Makes the app behind a full-screen page inert for as long as the page is shown. */
export function useBlocker(blocker: Blocker): void {
  useEffect(() => {
    setBlocker(blocker, true);
    return () => setBlocker(blocker, false);
  }, [blocker]);
}
