import { useEffect, useState } from 'react';

/**
 * A module loaded the first time `wanted` is true, or null until then: for code only an interaction needs,
 * kept out of what the first page fetches.
 */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || loaded !== null) return;
    let current = true;
    void load().then((value) => {
      if (current) setLoaded(() => value);
    });
    return () => {
      current = false;
    };
  }, [load, wanted, loaded]);
  return loaded;
}
