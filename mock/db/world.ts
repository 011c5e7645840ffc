// The English build only: the package's root loads every locale's data, a fifth of a second per test file.
import { faker } from '@faker-js/faker/locale/en';
import { resetCaptchas } from '../lib/captcha';
import { clock, type ClockState } from '../lib/clock';
import { WORLD_SEED } from '../lib/random';
import { createLock } from '../lib/lock';
import { resetScenarioState, scenarioState, type Fault } from '../scenarios/state';
import { seedProposals } from './agent';
import { dueBets } from './bets';
import { dueDeposits } from './deposits';
import { seedHistory } from './history';
import { dueKyc } from './kyc';
import { seedPlayers } from './players';
import { dueLimits, seedResponsible } from './responsible';
import { resetSettings, settings, settingsSchema } from './settings';
import { resetTelemetry } from './telemetry';
import { clearStore, collectionNames, counters, dumpCollections, loadCollections, worldMeta } from './store';
import { dueWithdrawals } from './withdrawals';

// The fake backend's whole world. Seeding is deterministic (same seed, same world; only dates follow the
// clock); resetWorld() puts it back to the seeded state, which tests and the dev panel use between scenarios.
// Time-driven changes (deposits approved, withdrawals paid, KYC decided, bets settled) happen lazily: every
// handler awaits world(), which first plays every transition that fell due on the mock clock, in time order.

let ready: Promise<void> | null = null;

async function seed(now = clock.now()): Promise<void> {
  faker.seed(WORLD_SEED);
  clearStore();
  resetSettings();
  resetCaptchas();
  resetScenarioState();
  resetTelemetry();
  worldMeta.seededAt = now;
  await seedPlayers(now);
  await seedProposals();
  await seedHistory(now);
  await seedResponsible(now);
}

const advancing = createLock();

/** Plays every transition due by `now`, earliest first (one may make the next one due). */
export function advance(now = clock.now()): Promise<void> {
  return advancing(async () => {
    for (let guard = 0; guard < 10_000; guard++) {
      const due = [
        ...dueDeposits(now),
        ...dueWithdrawals(now),
        ...dueKyc(now),
        ...dueBets(now),
        ...dueLimits(now),
      ];
      if (due.length === 0) return;
      due.sort((a, b) => a.at - b.at);
      await due[0].run();
    }
  });
}

/** Resolves once the world is seeded and up to date with the clock; handlers await it before reading data. */
export async function world(): Promise<void> {
  ready ??= seed();
  await ready;
  await advance();
}

export async function resetWorld(): Promise<void> {
  clock.reset();
  ready = seed();
  await ready;
}

export interface WorldSnapshot {
  version: 1;
  seed: number;
  savedAt: number;
  seededAt: number;
  clock: ClockState;
  settings: unknown;
  counters: Record<string, number>;
  faults: Fault[];
  collections: Record<string, unknown[]>;
}

export async function snapshotWorld(): Promise<WorldSnapshot> {
  await world();
  return {
    version: 1,
    seed: WORLD_SEED,
    savedAt: Date.now(),
    seededAt: worldMeta.seededAt,
    clock: clock.state(),
    settings: { ...settings },
    counters: { ...counters },
    faults: [...scenarioState.faults],
    collections: dumpCollections(),
  };
}

/** Restores a saved world; false (and the seeded world) when the snapshot is from another seed or broken. */
export async function restoreWorld(snapshot: unknown): Promise<boolean> {
  const s = snapshot as Partial<WorldSnapshot> | null;
  if (!s || s.version !== 1 || s.seed !== WORLD_SEED || !s.collections || !s.clock) return false;
  const parsedSettings = settingsSchema.safeParse(s.settings);
  if (!parsedSettings.success) return false;
  const seededAt = typeof s.seededAt === 'number' ? s.seededAt : clock.now();
  ready = (async () => {
    // A collection added since the world was saved (a new call's records) comes back as the seed has it, not
    // empty: the seed is deterministic, so seeding again at the saved world's seeding time gives the records
    // it would have had, ids counted from the seed's counters for the kinds the saved world never counted.
    const missing = collectionNames().filter((name) => !Array.isArray(s.collections![name]));
    let seeded: { collections: Record<string, unknown[]>; counters: Record<string, number> } = {
      collections: {},
      counters: {},
    };
    if (missing.length > 0) {
      await seed(seededAt);
      seeded = { collections: dumpCollections(), counters: { ...counters } };
    }
    clearStore();
    resetCaptchas();
    const fromSeed = Object.fromEntries(missing.map((name) => [name, seeded.collections[name] ?? []]));
    await loadCollections({ ...s.collections!, ...fromSeed });
    Object.assign(counters, seeded.counters, s.counters ?? {});
    worldMeta.seededAt = seededAt;
    Object.assign(settings, parsedSettings.data);
    scenarioState.faults = Array.isArray(s.faults) ? s.faults : [];
    clock.restore(s.clock!);
  })();
  try {
    await ready;
    return true;
  } catch (error) {
    console.warn('[mock] the saved world could not be restored; starting from the seed', error);
    await resetWorld();
    return false;
  }
}
