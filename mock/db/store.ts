// Every collection of the world registers here under a name, so the world can be reset to its seed and, in
// the browser, saved to and restored from localStorage as one snapshot.

interface StoredCollection {
  all(): unknown[];
  clear(): void;
  create(values: never): Promise<unknown>;
}

const collections = new Map<string, StoredCollection>();

export function register<C extends StoredCollection>(name: string, collection: C): C {
  collections.set(name, collection);
  return collection;
}

/** Ids handed out so far, by kind; saved with the world so a reload never reuses an id. */
export const counters: Record<string, number> = {};

/** When the world was seeded: dated content (popup end dates, notices) is anchored to it. */
export const worldMeta = { seededAt: 0 };

export function nextId(kind: string, first: number): number {
  counters[kind] = Math.max(counters[kind] ?? first - 1, first - 1) + 1;
  return counters[kind];
}

/** The names every collection is saved under. */
export const collectionNames = (): string[] => [...collections.keys()];

export function clearStore(): void {
  for (const collection of collections.values()) collection.clear();
  for (const key of Object.keys(counters)) delete counters[key];
  worldMeta.seededAt = 0;
}

export function dumpCollections(): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const [name, collection] of collections) out[name] = JSON.parse(JSON.stringify(collection.all()));
  return out;
}

export async function loadCollections(data: Record<string, unknown[]>): Promise<void> {
  for (const [name, collection] of collections) {
    collection.clear();
    for (const record of data[name] ?? []) await collection.create(record as never);
  }
}
