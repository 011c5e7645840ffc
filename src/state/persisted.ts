import { proxy, subscribe } from 'valtio';
import { storage, type Area } from '@/lib/storage';

export interface PersistedOptions<T extends object> {
  /** The store from its stored text, or null when the text is not a valid value. */
  parse: (raw: string) => T | null;
  /** The text to store, or null when there is nothing to remember (the key is removed). */
  serialize: (value: T) => string | null;
  /** The store when nothing valid is stored. */
  initial: T;
  area?: Area;
}

/**
 * A valtio store remembered on the device under `key`. Device storage is untrusted (another version of the
 * app, the player, an extension may have written it): what `parse` refuses is removed and `initial` used.
 * Every change is written back as it happens, so a reload or a read of storage right after sees it.
 */
export function persisted<T extends object>(
  key: string,
  { parse, serialize, initial, area }: PersistedOptions<T>,
): T {
  const raw = storage.get(key, area);
  const stored = raw === null ? null : parse(raw);
  // Nothing to keep: a refused value goes (and removing what is not there costs nothing).
  if (!stored) storage.remove(key, area);
  const store = proxy(stored ?? initial);
  subscribe(
    store,
    () => {
      const text = serialize(store);
      if (text === null) storage.remove(key, area);
      else storage.set(key, text, area);
    },
    true,
  );
  return store;
}
