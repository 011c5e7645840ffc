import { storage, type Area } from './storage';

// JSON records in device storage, for what is not a store (src/state/persisted.ts). Apart from storage.ts so
// that the first page, whose stores keep plain text, does not carry them.

export function getJson<T>(key: string, which: Area = 'local'): T | null {
  const raw = storage.get(key, which);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setJson(key: string, value: unknown, which: Area = 'local'): void {
  storage.set(key, JSON.stringify(value), which);
}
