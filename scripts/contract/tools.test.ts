import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { compareSpecs } from './lib/compat';
import { driftsFromIssues, validateBody } from './lib/drift';
import { applyRule } from './lib/drift-proxy';
import { makePlan } from './lib/plan';
import { combine } from './lib/proxy-spec';
import { loadBundled, loadSpecs, type OpenApiDoc } from './lib/spec';

// The pieces behind the contract commands, on the real specs. The end-to-end proof is check.test.ts.

const specs = loadSpecs();
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits of parsed YAML
const edit = (api: 'wps' | 'lgw', change: (doc: Loose) => void) => {
  const doc = structuredClone(specs.docs[api]) as Loose;
  change(doc);
  return compareSpecs(api, specs.docs[api], doc as OpenApiDoc);
};
const breaking = (changes: ReturnType<typeof compareSpecs>) =>
  changes.filter((c) => c.breaking).map((c) => `${c.operation} ${c.where}: ${c.message}`);

describe('contract:breaking comparison', () => {
  it('finds nothing between a spec and itself (wps.yaml, with its oneOf login body)', () => {
    expect(compareSpecs('wps', specs.docs.wps, loadBundled('wps')!)).toEqual([]);
  });

  it('breaks on answers that promise less or vary more', () => {
    expect(
      breaking(
        edit('lgw', (d) => {
          d.components.schemas.GameType.enum.push('SCRATCH');
          d.components.schemas.DrawHistoryPage.required = ['content'];
          d.components.schemas.TodayGame.properties.remainTime.type = 'string';
        }),
      ),
    ).toEqual([
      'getTodayGames response 200: todayGames[].gameType: new enum value "SCRATCH"',
      'getTodayGames response 200: todayGames[].remainTime: type integer → string',
      'getTodayGames response 200: games[].gameType: new enum value "SCRATCH"',
      'getDrawHistory response 200: totalPages: no longer required',
      'getDrawHistory response 200: totalElements: no longer required',
      'getDrawHistory response 200: numberOfElements: no longer required',
      'getDrawHistory response 200: page: no longer required',
      'getDrawHistory response 200: size: no longer required',
    ]);
  });

  it('breaks on requests that need more, not on answers that give more', () => {
    const changes = edit('wps', (d) => {
      d.paths['/wps/system/status'].get.parameters.push({
        name: 'x',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      });
      d.components.schemas.DeviceType.enum = ['WEB'];
      d.components.schemas.WalletBalance.properties.extra = { type: 'string' };
      delete d.paths['/wps/session/login'].post['x-encrypted'];
    });
    expect(breaking(changes)).toEqual([
      'getStatus query device: enum value "MOBILE" removed',
      'getStatus query x: new required parameter',
      'getHelpCenter query device: enum value "MOBILE" removed',
      'login x-encrypted: body encryption removed',
    ]);
    expect(changes.filter((c) => !c.breaking).map((c) => `${c.operation} ${c.where}: ${c.message}`)).toEqual([
      'getWalletBalance response 200: extra: new field',
    ]);
  });

  it('treats a removed login variant as breaking and a new one as compatible', () => {
    const variants = (d: Loose) => d.components.schemas.LoginRequest.oneOf as unknown[];
    expect(breaking(edit('wps', (d) => variants(d).pop()))).toEqual([
      'login request body: variant FirebaseLoginRequest removed',
    ]);
    expect(breaking(edit('wps', (d) => variants(d).push({ type: 'object' })))).toEqual([]);
  });
});

describe('contract:check pieces', () => {
  it('plans only reads, runs the login flow in order and computes a 7-day draw range', () => {
    const now = Date.UTC(2026, 10, 22, 4, 0);
    const plan = makePlan(specs.operations, { loggedIn: true, now });
    const called = [...plan.publicCalls, ...plan.sessionCalls];
    expect(called.every((c) => c.entry.method === 'get')).toBe(true);
    expect(plan.sessionCalls.slice(0, 5).map((c) => c.entry.op.operationId)).toEqual([
      'getMemberInfo',
      'getWalletBalance',
      'getTransactionRecords',
      'getDepositRecords',
      'getWithdrawRecords',
    ]);
    expect(plan.skipped.find((s) => s.entry.op.operationId === 'launchGame')?.reason).toMatch(/game wallet/);
    const history = called.find((c) => c.entry.op.operationId === 'getDrawHistory')!.query;
    expect(Number(history.endTime) - Number(history.startTime)).toBe(7 * 24 * 3600 * 1000);
    expect(called.find((c) => c.entry.op.operationId === 'getStatus')!.query).toEqual({ device: 'MOBILE' });
    expect(called.length + plan.skipped.length + 2).toBe(specs.operations.length);
  });

  it('folds a drift repeated over array items into one line', () => {
    const schema = z.object({ items: z.array(z.object({ n: z.number() })) });
    const body = { items: [{ n: '1' }, { n: '2' }, { n: 3 }] };
    expect(validateBody(schema, body)).toEqual([
      { field: 'items[0].n', expected: 'number', received: 'string "1" (and 1 more items)' },
    ]);
    const union = z.union([z.object({ t: z.literal('a') }), z.object({ t: z.literal('b'), k: z.string() })]);
    expect(driftsFromIssues(union.safeParse({ t: 'b' }).error!.issues, { t: 'b' })).toEqual([
      { field: 'k', expected: 'string (required)', received: 'missing' },
    ]);
  });

  it('drift proxy rules reach nested fields', () => {
    const body = { todayGames: [{ gameType: 'DIGIT' }], sumBalance: 1 };
    expect(applyRule(body, { path: '/', field: 'todayGames[0].gameType', action: { set: 'X' } })).toBe(true);
    expect(applyRule(body, { path: '/', field: 'sumBalance', action: { remove: true } })).toBe(true);
    expect(body).toEqual({ todayGames: [{ gameType: 'X' }] });
  });
});

describe('contract:proxy spec', () => {
  it('merges both specs and describes encrypted bodies as they travel', () => {
    const doc = combine([
      { api: 'wps', doc: specs.docs.wps },
      { api: 'lgw', doc: specs.docs.lgw },
    ]);
    expect(Object.keys(doc.paths)).toHaveLength(
      Object.keys(specs.docs.wps.paths).length + Object.keys(specs.docs.lgw.paths).length,
    );
    const login = doc.paths['/wps/session/login'].post!;
    expect(Object.keys((login.requestBody as { content: object }).content)).toEqual(['text/plain']);
    expect(login.parameters).toContainEqual({ $ref: '#/components/parameters/Encryption' });
    expect(doc.components?.parameters?.Encryption).toMatchObject({ in: 'header', required: true });
    expect(JSON.stringify(doc)).not.toContain('common.yaml');
  });
});
