import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/encryption';
import { accessFromArgs, harvest, withValues } from './lib/access';
import { parseArgs, UsageError } from './lib/args';
import { validateBody } from './lib/drift';
import { requestModel, type RequestValue } from './lib/fuzz-request';
import { judge } from './lib/fuzz-run';
import { makePlan, NOT_SAFE, WRITES, writePolicy } from './lib/plan';
import { endToEndHeaders, proxyJunit, violationsOf } from './lib/proxy-recorder';
import { keyDrift } from './lib/run-check';
import { deref, loadSpecs, type JsonObject } from './lib/spec';

// The pieces of issue 29 one by one; kit.test.ts runs them together from the packed tarball.

const specs = loadSpecs();
const byId = (id: string) => specs.operations.find((e) => e.op.operationId === id)!;
const args = (argv: string[]) =>
  parseArgs(argv, { options: ['username', 'password', 'token', 'cookie'], repeatable: ['header'] });

describe('issue 29 item 2: getting in without a login', () => {
  it('reads --token, repeated --header and --cookie into what every call sends', () => {
    const access = accessFromArgs(
      args([
        '--token',
        't0k',
        '--header',
        'X-Api-Key: abc: def',
        '--header',
        'X-Stage:blue',
        '--cookie',
        'a=1; b=2',
      ]),
    );
    expect(access).toEqual({
      username: undefined,
      password: undefined,
      token: 't0k',
      headers: { 'X-Api-Key': 'abc: def', 'X-Stage': 'blue', Cookie: 'a=1; b=2' },
    });
  });

  it('refuses a header without a name, a token beside a login, a half login and an option given twice', () => {
    expect(() => accessFromArgs(args(['--header', 'no colon']))).toThrow(
      "--header takes 'Name: value', got 'no colon'",
    );
    expect(() => accessFromArgs(args(['--header', 'Bad Name: x']))).toThrow(UsageError);
    expect(() => accessFromArgs(args(['--token', 't', '--username', 'u', '--password', 'p']))).toThrow(
      'Give either --token or --username and --password, not both',
    );
    expect(() => accessFromArgs(args(['--username', 'u']))).toThrow(
      'Give --username and --password together',
    );
    expect(() => args(['--token', 'a', '--token', 'b'])).toThrow('--token is given twice');
  });

  it('with a token, plans no login and no logout, and the protected reads', () => {
    const plan = makePlan(specs.operations, {
      loggedIn: true,
      tokenGiven: true,
      now: Date.UTC(2026, 10, 28),
    });
    expect(plan.login).toBeUndefined();
    expect(plan.logout).toBeUndefined();
    expect(plan.sessionCalls.map((c) => c.entry.op.operationId)).toContain('getWalletBalance');
    const reasons = Object.fromEntries(plan.skipped.map((s) => [s.entry.op.operationId, s.reason]));
    expect(reasons.login).toBe('not called: --token given');
    expect(reasons.logout).toBe('not called: it would end the --token session');
  });
});

describe('issue 29 item 3: check --writes', () => {
  it('knows every write of the contract: what it changes, or why it is never called', () => {
    const entries = specs.operations
      .filter((e) => e.method !== 'get' || NOT_SAFE[e.op.operationId])
      .filter((e) => e.op.operationId !== 'login' && e.op.operationId !== 'logout');
    const writes = entries.map((e) => e.op.operationId);
    expect(entries.filter((e) => !writePolicy(e)).map((e) => e.op.operationId)).toEqual([]);
    expect(Object.keys(WRITES).filter((id) => !writes.includes(id))).toEqual([]);
  });

  it('calls a write the table does not list when the contract says what it changes (x-changes), after the listed ones', () => {
    const listed = specs.operations.find((e) => e.op.operationId === 'updateNickname')!;
    const designed = {
      ...listed,
      path: '/wps/notes/done',
      op: {
        ...listed.op,
        operationId: 'markNoteDone',
        'x-changes': "marks one of the test player's notes done",
      },
    };
    const unsaid = {
      ...designed,
      op: { ...designed.op, operationId: 'markNoteSeen', 'x-changes': undefined },
    };
    const plan = makePlan([designed, unsaid, listed], {
      loggedIn: true,
      writes: true,
      now: Date.UTC(2026, 10, 28),
    });
    expect(plan.writes.map((w) => [w.entry.op.operationId, w.changes({})])).toEqual([
      ['updateNickname', "changes the test player's nickname"],
      ['markNoteDone', "marks one of the test player's notes done"],
    ]);
    expect(plan.skipped.find((s) => s.entry.op.operationId === 'markNoteSeen')?.reason).toBe(
      'a write --writes does not know yet',
    );
  });

  it('plans the writes after the reads, deposits before the withdrawal, and says what money moves', () => {
    const plan = makePlan(specs.operations, { loggedIn: true, writes: true, now: Date.UTC(2026, 10, 28) });
    const ids = plan.writes.map((w) => w.entry.op.operationId);
    expect(ids).toContain('depositByQr');
    expect(ids.indexOf('depositByQr')).toBeLessThan(ids.indexOf('withdraw'));
    expect(ids).not.toContain('startPlayBreak');
    const withdraw = plan.writes.find((w) => w.entry.op.operationId === 'withdraw')!;
    expect(withdraw.changes({ amount: 1500 })).toBe(
      "requests a withdrawal of ₱1,500: it leaves the test player's balance for the bank card or e-wallet",
    );
    expect(plan.skipped.find((s) => s.entry.op.operationId === 'changePassword')?.reason).toBe(
      "never called by --writes: would change the test player's password",
    );
  });

  it("takes ids from the server's answers by name, and the team's values over them", () => {
    const seen = new Map<string, unknown>();
    harvest([{ channelName: 'GCASH', channels: [{ channelId: 31, minAmount: 100 }] }], seen);
    harvest({ bankCards: [{ id: 9001, bankId: 3 }], maxCardCount: 3 }, seen);
    harvest({ list: [{ orderNo: 'D2026', amount: 50_000 }], total: 1 }, seen);
    // Names of things only: an amount from a record is no value to send.
    expect(Object.fromEntries(seen)).toEqual({
      channelId: 31,
      id: 9001,
      bankCardId: 9001,
      cardId: 9001,
      bankId: 3,
      orderNo: 'D2026',
    });
    const example: RequestValue = {
      path: {},
      query: {},
      header: { 'Idempotency-Key': 'k' },
      body: { channelId: 22, amount: 500, orderNo: 7 },
    };
    const filled = withValues(
      byId('depositByQr'),
      example,
      { fields: seen, strict: true },
      {
        fields: {},
        operations: { depositByQr: { body: { amount: 100 } } },
      },
    );
    // orderNo stays: the answer's is text, the body's a number.
    expect(filled.body).toEqual({ channelId: 31, amount: 100, orderNo: 7 });
    const removal = withValues(
      byId('removeBankCard'),
      { path: { cardId: 1 }, query: {}, header: {} },
      { fields: seen },
    );
    expect(removal.path).toEqual({ cardId: 9001 });
  });
});

describe('issue 29 item 4: the fuzzer judges only what the contract says', () => {
  it('issue 29 item 4: the Language header is free text with a default, and the fuzzer breaks no rule of it', () => {
    const language = byId('getStatus').parameters.find((p) => p.name === 'Language')!;
    expect(language.schema).toEqual({ type: 'string', example: 'en' });
    expect(language.description).toMatch(/Any other value, or none, is answered in English/);
    const rules = requestModel(specs, byId('getStatus')).node.variants.map((v) => v.path.join('.'));
    expect(rules).toContain('query.device');
    expect(rules.filter((path) => path.startsWith('header.Language'))).toEqual([]);
    // The language an account stores is still one of the two the server translates into.
    const stored = deref<JsonObject>(
      specs.docs.wps,
      (specs.docs.wps.components!.schemas as JsonObject).LanguageCode,
    );
    expect(stored.enum).toEqual(['en', 'zh']);
  });

  it("a read's example answered with an error the contract's `default` allows is named; other requests may get it", () => {
    const busy = {
      status: 409,
      contentType: 'application/json',
      text: JSON.stringify({ success: false, code: 'RECORDS_BUSY', message: 'Records are being rebuilt' }),
    };
    const records = byId('getTransactionRecords');
    expect(Object.keys(records.op.responses ?? {})).toContain('default');
    const noSchema = () => undefined;
    // The example is made of the server's own ids: a read has nothing left to refuse (check says the same).
    expect(judge(records, 'example', busy, noSchema)).toBe(
      "a read's example was refused: 409 RECORDS_BUSY: Records are being rebuilt, where 200 was due",
    );
    // A generated valid request may name what is not there: the declared `default` error is a right answer.
    expect(judge(records, 'valid', busy, noSchema)).toBeUndefined();
    // A write's example may be refused for the server's own reasons (no money, a wrong payment password).
    expect(judge(byId('withdraw'), 'example', { ...busy, status: 400 }, noSchema)).toBeUndefined();
  });
});

describe('issue 29 item 6: the RSA key rule', () => {
  it("states 2048 bits in RsaKey.publicKey, and the contract's example key has them", () => {
    const schema = (
      specs.docs.wps.components!.schemas as Record<string, { properties: Record<string, JsonObject> }>
    ).RsaKey.properties.publicKey;
    expect(schema.description).toMatch(/at least 2048 bits/);
    const key = createPublicKey({
      key: Buffer.from(String(schema.example), 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
  });

  it('names a short key by its size instead of "a string JSEncrypt cannot use"', () => {
    const short = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'der' })
      .toString('base64');
    let error: unknown;
    try {
      encryptPayload('{}', short);
    } catch (caught) {
      error = caught;
    }
    expect(keyDrift(error)).toEqual({
      field: 'getRsaKey publicKey',
      expected: 'base64 DER (SPKI) RSA public key, at least 2048 bits',
      received: 'a 1024-bit key',
    });
    expect(keyDrift(new Error('no key')).received).toBe('a string that is not an RSA public key');
  });
});

describe('issue 29 item 7: drift messages', () => {
  const schema = z.object({
    page: z.object({ totalElements: z.number(), size: z.number() }),
    remark: z.number().nullable(),
    items: z.array(z.object({ note: z.string().nullable().optional(), n: z.number() })),
  });

  it('says "number or null (required)" for a nullable field, and names a near name beside a missing one', () => {
    const body = { page: { total_elements: 97, size: 30 }, items: [{ n: 1, note: 3 }] };
    expect(validateBody(schema, body)).toEqual([
      {
        field: 'page.totalElements',
        expected: 'number (required)',
        received: 'missing; total_elements is there: number 97',
      },
      { field: 'remark', expected: 'number or null (required)', received: 'missing' },
      { field: 'items[0].note', expected: 'string or null', received: 'number 3' },
    ]);
  });

  it('lists every value of an integer enum, not its first', () => {
    const status = z.object({ status: z.union([z.literal(1), z.literal(2), z.literal(3)]) });
    expect(validateBody(status, { status: 'PROCESSING' })).toEqual([
      { field: 'status', expected: '1 | 2 | 3', received: 'string "PROCESSING"' },
    ]);
  });

  it('names no near name when none is close', () => {
    expect(validateBody(z.object({ id: z.number() }), { customerId: 4 })).toEqual([
      { field: 'id', expected: 'number (required)', received: 'missing' },
    ]);
  });
});

describe('issue 29 item 5: what the proxy reports', () => {
  it('passes on the message, never the headers of one connection', () => {
    expect(
      endToEndHeaders({
        'content-type': 'application/json',
        connection: 'keep-alive, x-hop',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-hop': 'only this connection',
        'sl-violations': '[]',
      }),
    ).toEqual({ 'content-type': 'application/json', 'sl-violations': '[]' });
  });

  it("reads Prism's sl-violations header and an --errors answer's list alike", () => {
    const header = JSON.stringify([
      { location: ['response', 'body', 'sumBalance'], message: 'must be number' },
    ]);
    expect(violationsOf(200, header, '{}')).toEqual(['response.body.sumBalance: must be number']);
    const refusal = JSON.stringify({
      type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
      validation: [
        { location: ['request', 'query', 'device'], message: 'must be equal to one of the allowed values' },
      ],
    });
    expect(violationsOf(422, undefined, refusal)).toEqual([
      'request.query.device: must be equal to one of the allowed values',
    ]);
    // A server's own 500 is passed on, not mistaken for Prism's.
    expect(violationsOf(500, undefined, '{"success":false,"code":"X","message":"y"}')).toEqual([]);
    expect(violationsOf(200, 'Too many violations! [{"loc', '')).toEqual([
      '(whole message): Too many violations! [{"loc',
    ]);
  });

  it('writes one test case per operation, a violation a failure', () => {
    const junit = proxyJunit(
      [
        { operationId: 'getStatus', method: 'GET', path: '/wps/system/status', status: 200, violations: [] },
        {
          operationId: 'getWalletBalance',
          method: 'GET',
          path: '/wps/v2/wallets/balance',
          status: 200,
          violations: ['response.body.sumBalance: must be number'],
        },
      ],
      'http://staging',
    );
    expect(junit).toContain('<testcase classname="proxy" name="getStatus" time="0"/>');
    expect(junit).toContain(
      '<failure type="violation" message="1 violations; first: GET /wps/v2/wallets/balance → 200: response.body.sumBalance: must be number">',
    );
    expect(junit).toContain('tests="2" failures="1"');
  });
});
