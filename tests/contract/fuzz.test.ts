import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '@mock/db/ledger';
import { findPlayer, players } from '@mock/db/players';
import { issueToken } from '@mock/lib/auth';
import { formatFailure } from '../../scripts/contract/lib/fuzz-report';
import type { RequestValue } from '../../scripts/contract/lib/fuzz-request';
import { runFuzz, type Session } from '../../scripts/contract/lib/fuzz-run';
import type { FilePart } from '../../scripts/contract/lib/fuzz-schema';
import { loadSchemas, type SchemaTable } from '../../scripts/contract/lib/schemas';
import { loadSpecs, type OperationEntry } from '../../scripts/contract/lib/spec';
import { examples } from './examples';
import { adopt, API, logOutLocally, seeded, type Seeded } from './support';

// Issue 21 item 3, contract fuzzing: every operation of both contracts gets requests generated from its
// schemas — its example, invalid ones that each break one rule, valid ones — against the in-process fake
// backend, with a fixed seed so a failure replays. The example comes from examples.ts, set-up included, so
// the invalid requests are otherwise requests the fake backend would carry out: a 400 then means the rule
// was checked, not that something else was wrong. `npm run contract:fuzz` runs the same against a server.

const SEED = 21_003;
const RUNS = 6;

const specs = loadSpecs();
let schemas: SchemaTable;
beforeAll(async () => {
  schemas = await loadSchemas();
});
afterEach(() => logOutLocally());

/** The seeded player an operation's example runs as (null: logged out). */
const playerOf = (entry: OperationEntry): Seeded | null => {
  const as = examples[entry.op.operationId]?.as;
  return as === undefined ? 'juan' : as;
};

/** Sessions issued by the fake backend directly: a login through the API costs an RSA decryption each. */
function inProcessSession(): Session {
  const tokens = new Map<Seeded, string>();
  return {
    async token(entry) {
      const player = playerOf(entry) ?? 'juan';
      if (!tokens.has(player)) tokens.set(player, await issueToken(findPlayer(seeded(player).id)!));
      return tokens.get(player);
    },
    renew(entry) {
      tokens.delete(playerOf(entry) ?? 'juan');
    },
  };
}

async function filePart(file: File): Promise<FilePart> {
  return { kind: 'file', name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
}

async function bodyOf(data: unknown): Promise<unknown> {
  if (data instanceof FormData) {
    const out: Record<string, unknown> = {};
    for (const [name, value] of data.entries())
      out[name] = typeof value === 'string' ? value : await filePart(value);
    return out;
  }
  if (data instanceof URLSearchParams) return Object.fromEntries(data.entries());
  return data;
}

/** examples.ts's request for the operation (after its set-up, as its player) in the fuzzer's terms. */
function exampleFrom(session: Session) {
  return async (entry: OperationEntry): Promise<Partial<RequestValue> | undefined> => {
    // An operation without one (handlers.test.ts asks for it) is fuzzed from the contract's own examples.
    if (!examples[entry.op.operationId]) return undefined;
    const { setup, pathParams, params, data } = examples[entry.op.operationId];
    if (playerOf(entry)) adopt((await session.token(entry))!);
    const extra = setup ? await setup() : {};
    const body = 'data' in extra ? extra.data : data;
    return {
      ...(pathParams ? { path: pathParams } : {}),
      ...(params || extra.params ? { query: { ...params, ...extra.params } } : {}),
      ...(body !== undefined ? { body: await bodyOf(body) } : {}),
    };
  };
}

describe('issue 21 item 3, contract fuzzing: the fake backend answers generated requests as the contract says', () => {
  it.each(
    specs.operations.map(
      (entry) => [`${entry.op.operationId} (${entry.method.toUpperCase()} ${entry.path})`, entry] as const,
    ),
  )('%s', async (_name, entry) => {
    const session = inProcessSession();
    const [run] = await runFuzz({
      baseUrl: API,
      specs,
      operations: [entry],
      responseSchema: (id) => schemas.get(`${id}Response`),
      session,
      seed: SEED,
      runs: RUNS,
      everyRule: true,
      timeoutMs: 3000,
      fixedHeaders: { Merchant: 'lottoph' },
      reuseRequestKey: true,
      example: exampleFrom(session),
    });
    expect(run.error).toBeUndefined();
    expect(run.cases.filter((c) => c.failure).map(formatFailure)).toEqual([]);
    expect(run.rulesTried).toBe(run.rules);
    // The ledger invariant of tests/contract/properties.test.ts, after the run.
    for (const player of players.all())
      expect(player.balanceMilli, `player ${player.id}`).toBe(ledgerSum(player.id));
  });
});
