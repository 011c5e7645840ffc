import { restoreWorld, snapshotWorld } from './db/world';

// In the browser the world survives a reload: after every mocked answer (debounced) the whole world is saved
// to localStorage and restored at the next start. @msw/data's persist extension was not enough here: it saves
// only on `unload` (which mobile browsers and the back-forward cache often skip), cannot be awaited before the
// first request, and knows nothing of the clock, the switches or the id counters that are part of the world.

export const WORLD_KEY = 'lotto-mock/world';

let timer: ReturnType<typeof setTimeout> | undefined;

export async function saveWorld(): Promise<void> {
  try {
    localStorage.setItem(WORLD_KEY, JSON.stringify(await snapshotWorld()));
  } catch (error) {
    console.warn('[mock] could not save the fake world (storage full or blocked)', error);
  }
}

export function scheduleSave(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void saveWorld(), 250);
}

/** true when a saved world was restored; false means the seed is used. */
export async function loadSavedWorld(): Promise<boolean> {
  const saved = localStorage.getItem(WORLD_KEY);
  if (!saved) return false;
  try {
    return await restoreWorld(JSON.parse(saved));
  } catch {
    localStorage.removeItem(WORLD_KEY);
    return false;
  }
}

export const forgetSavedWorld = () => localStorage.removeItem(WORLD_KEY);
