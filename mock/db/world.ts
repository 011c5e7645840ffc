import { faker } from '@faker-js/faker';
import { clock } from '../lib/clock';
import { WORLD_SEED } from '../lib/random';
import { seedPlayers } from './players';
import { resetSettings } from './settings';

// The fake backend's whole world. Seeding is deterministic (same seed, same world); resetWorld() puts it
// back to the seeded state, which tests and the dev panel use between scenarios.

let ready: Promise<void> | null = null;

async function seed(): Promise<void> {
  faker.seed(WORLD_SEED);
  resetSettings();
  await seedPlayers();
}

/** Resolves once the world is seeded; handlers await it before reading data. */
export function world(): Promise<void> {
  ready ??= seed();
  return ready;
}

export async function resetWorld(): Promise<void> {
  clock.reset();
  ready = seed();
  await ready;
}
