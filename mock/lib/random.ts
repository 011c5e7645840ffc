// Deterministic randomness: the same seed gives the same world, in every runner, on every machine.

export const WORLD_SEED = 20261122;

/** A 32-bit hash of a string (FNV-1a), to derive independent seeds from names. */
export function hashSeed(text: string, seed = WORLD_SEED): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast PRNG giving floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const intBetween = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
