import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { encryptPayload, WeakKeyError } from '../../../src/api/encryption';
import { harvest, withValues, type Values } from './access';
import { describeValue, validateBody, type Drift } from './drift';
import { encode, freshKeys, requestModel, type RequestValue } from './fuzz-request';
import { makePlan, type PlannedCall, type PlannedWrite } from './plan';
import type { SchemaTable } from './schemas';
import type { Api, LoadedSpecs, OperationEntry } from './spec';

// Calls the planned operations one after another (a staging server should not be load-tested by a contract
// check) and judges each answer against the contract, the way the app would receive it.

export type Outcome = 'pass' | 'drift' | 'error' | 'missing' | 'unreachable' | 'skipped';

export interface OperationResult {
  api: Api;
  operationId: string;
  tag: string;
  method: string;
  path: string;
  outcome: Outcome;
  status?: number;
  ms: number;
  drifts: Drift[];
  note?: string;
}

export interface CheckOptions {
  baseUrl: string;
  username?: string;
  password?: string;
  /** A bearer token for the protected operations instead of a login. */
  token?: string;
  /** Sent with every call (--header, --cookie). */
  headers?: Record<string, string>;
  /** Also call each write once (plan.ts WRITES says which and what they change). */
  writes?: boolean;
  /** Request values from the team (--values). */
  values?: Values;
  /** Told before each write, with what it is about to change. */
  onWrite?: (write: PlannedWrite, body: unknown) => void;
  merchant: string;
  language: string;
  only?: Set<string>;
  timeoutMs: number;
  now?: number;
  onResult?: (result: OperationResult) => void;
}

interface Answer {
  result: OperationResult;
  body?: unknown;
}

const ENVELOPE_HINT = 'ErrorEnvelope {success: false, code, message}';

function envelopeOf(body: unknown): { code: string; message: string } | undefined {
  const b = body as { success?: unknown; code?: unknown; message?: unknown } | null;
  if (b && b.success === false && typeof b.code === 'string' && typeof b.message === 'string')
    return { code: b.code, message: b.message };
  return undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Why the key getRsaKey gave cannot be used, as a drift line: the answer matched its schema (a string) but
 * the app could not log in with it either. A short key says its size: the contract asks for 2048 bits.
 */
export function keyDrift(error: unknown): Drift {
  return {
    field: 'getRsaKey publicKey',
    expected: 'base64 DER (SPKI) RSA public key, at least 2048 bits',
    received:
      error instanceof WeakKeyError ? `a ${error.bits}-bit key` : 'a string that is not an RSA public key',
  };
}

export async function runCheck(
  specs: LoadedSpecs,
  schemas: SchemaTable,
  options: CheckOptions,
): Promise<OperationResult[]> {
  const results: OperationResult[] = [];
  const canLogIn = Boolean(options.username && options.password);
  const plan = makePlan(specs.operations, {
    loggedIn: canLogIn || Boolean(options.token),
    tokenGiven: Boolean(options.token),
    writes: options.writes,
    only: options.only,
    now: options.now ?? Date.now(),
  });
  const base = options.baseUrl.replace(/\/$/, '');
  let token: string | undefined = options.token;
  let publicKey: string | undefined;
  /** Values the server's own answers hold (channel and card ids), for the writes. */
  const seen = new Map<string, unknown>();

  const record = (result: OperationResult) => {
    results.push(result);
    options.onResult?.(result);
    return result;
  };
  const shell = (entry: OperationEntry): OperationResult => ({
    api: entry.api,
    operationId: entry.op.operationId,
    tag: entry.op.tags?.[0] ?? 'untagged',
    method: entry.method.toUpperCase(),
    path: entry.path,
    outcome: 'pass',
    ms: 0,
    drifts: [],
  });

  async function call(
    entry: OperationEntry,
    query: Record<string, string>,
    body?: { text: string; headers: Record<string, string> },
  ): Promise<Answer> {
    const url = new URL(base + entry.path);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    // The app busts caches on every GET; a server or CDN must accept the extra parameter.
    if (entry.method === 'get') url.searchParams.set('_t', String(Date.now()));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Language: options.language,
      Merchant: options.merchant,
      ...options.headers,
      ...body?.headers,
    };
    if (entry.parameters.some((p) => p.in === 'header' && p.name === 'Device')) headers.Device = 'MOBILE';
    if (entry.isProtected && token) headers.Authorization = `Bearer ${token}`;
    return send(entry, { url, method: entry.method.toUpperCase(), headers, body: body?.text });
  }

  /** Sends one request and judges the answer; no answer at all is `unreachable`. */
  async function send(
    entry: OperationEntry,
    request: { url: string | URL; method: string; headers: Record<string, string>; body?: BodyInit },
    write = false,
  ): Promise<Answer> {
    const result = shell(entry);
    const started = Date.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${options.timeoutMs} ms`
          : (cause?.code ?? cause?.message ?? String(error));
      return { result: { ...result, outcome: 'unreachable', ms: Date.now() - started, note: reason } };
    }
    result.ms = Date.now() - started;
    result.status = response.status;
    return judge(entry, result, response, text, write);
  }

  function judge(
    entry: OperationEntry,
    result: OperationResult,
    response: { status: number; headers: Headers },
    text: string,
    write = false,
  ): Answer {
    const declared = Object.keys(entry.op.responses ?? {});
    const successCodes = declared.filter((code) => /^2\d\d$/.test(code));
    const parsed = parseJson(text);
    const envelope = parsed.ok ? envelopeOf(parsed.value) : undefined;
    const said = envelope ? ` ${envelope.code}: ${envelope.message}` : '';
    // A write may be refused for a reason of the server's own (no such channel, not enough money): an answer
    // the operation declares, with the error envelope, is a right answer, said in the note.
    if (
      write &&
      envelope &&
      response.status >= 400 &&
      response.status < 500 &&
      declared.includes(String(response.status))
    )
      return { result: { ...result, outcome: 'pass', note: `refused as declared:${said}` } };
    if (!successCodes.includes(String(response.status))) {
      if ([404, 405, 501].includes(response.status))
        return {
          result: {
            ...result,
            outcome: 'missing',
            note: `no such route on the server (${response.status}${said})`,
          },
        };
      const drifts: Drift[] = [
        { field: '(status)', expected: successCodes.join(' or '), received: `${response.status}${said}` },
      ];
      // An undeclared success status carries the entity, not an error: only an error answer owes the envelope.
      if (!envelope && response.status >= 400)
        drifts.push({
          field: '(error body)',
          expected: ENVELOPE_HINT,
          received: parsed.ok ? describeValue(parsed.value) : `text ${JSON.stringify(text.slice(0, 40))}`,
        });
      return { result: { ...result, outcome: response.status >= 500 ? 'error' : 'drift', drifts } };
    }
    const drifts: Drift[] = [];
    const contentType = response.headers.get('content-type') ?? '';
    if (!/json/i.test(contentType))
      drifts.push({
        field: '(content-type)',
        expected: 'application/json',
        received: contentType || 'missing',
      });
    if (!parsed.ok) {
      drifts.push({
        field: '(body)',
        expected: 'JSON',
        received: `text ${JSON.stringify(text.slice(0, 40))}`,
      });
      return { result: { ...result, outcome: 'drift', drifts } };
    }
    const schema = schemas.get(`${entry.op.operationId}Response`);
    if (!schema) throw new Error(`No generated schema ${entry.op.operationId}Response: run npm run gen`);
    drifts.push(...validateBody(schema, parsed.value));
    return { result: { ...result, outcome: drifts.length ? 'drift' : 'pass', drifts }, body: parsed.value };
  }

  const run = async (planned: PlannedCall) => {
    const query = { ...planned.query };
    for (const name of Object.keys(query))
      if (options.values && name in options.values.fields) query[name] = String(options.values.fields[name]);
    Object.assign(query, options.values?.operations[planned.entry.op.operationId]?.query);
    const answer = await call(planned.entry, query);
    record(answer.result);
    if (answer.body !== undefined) harvest(answer.body, seen);
    if (planned.entry.op.operationId === 'getRsaKey' && answer.result.outcome === 'pass')
      publicKey = (answer.body as { publicKey: string }).publicKey;
  };

  /** One write, its request the contract's example with the server's own ids and the team's values in. */
  async function write(planned: PlannedWrite): Promise<void> {
    const { entry } = planned;
    const model = requestModel(specs, entry);
    const example = fc.sample(model.node.example, { seed: 1, numRuns: 1 })[0] as RequestValue;
    const fields = new Map(seen);
    for (const [name, value] of Object.entries(options.values?.fields ?? {})) fields.set(name, value);
    const value = withValues(entry, example, { fields, strict: true }, options.values);
    // A fresh key per run: a server that remembers keys would otherwise answer with the first run's order.
    if (
      value.header['Idempotency-Key'] !== undefined &&
      !options.values?.operations[entry.op.operationId]?.header
    )
      value.header['Idempotency-Key'] = randomUUID();
    if (value.header.Language !== undefined) value.header.Language = options.language;
    options.onWrite?.(planned, value.body);
    if (model.bodyKind === 'encrypted' && !publicKey) {
      record({ ...shell(entry), outcome: 'skipped', note: 'not called: no usable RSA key from getRsaKey' });
      return;
    }
    let encoded: ReturnType<typeof encode>;
    try {
      encoded = encode(model, value, {
        baseUrl: base,
        encrypt: publicKey ? freshKeys(publicKey) : undefined,
        token,
        fixedHeaders: { Language: options.language, Merchant: options.merchant, ...options.headers },
      });
    } catch (error) {
      record({ ...shell(entry), outcome: 'skipped', note: `not called: ${(error as Error).message}` });
      return;
    }
    const answer = await send(entry, encoded.wire, true);
    record(answer.result);
    if (answer.body !== undefined) harvest(answer.body, seen);
  }

  async function login(entry: OperationEntry): Promise<Answer> {
    const payload = JSON.stringify({
      type: 'password',
      username: options.username,
      password: options.password,
      lottoArea: 'PL',
      channel: 'MOBILE',
    });
    let encrypted: ReturnType<typeof encryptPayload>;
    try {
      encrypted = encryptPayload(payload, publicKey!);
    } catch (error) {
      return { result: { ...shell(entry), outcome: 'drift', drifts: [keyDrift(error)] } };
    }
    const { body, encryptionHeader } = encrypted;
    return call(
      entry,
      {},
      {
        text: body,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', Encryption: encryptionHeader },
      },
    );
  }

  for (const planned of plan.publicCalls) await run(planned);

  if (plan.login) {
    const rsa = specs.operations.find((e) => e.op.operationId === 'getRsaKey');
    let answer: Answer | undefined;
    if (publicKey) {
      answer = await login(plan.login);
      // Like the app: a server that rotated its key says so once, and the call is retried with a new key.
      if (rsa && answer.result.drifts[0]?.received.includes('ENCRYPTION_KEY_INVALID')) {
        const again = await call(rsa, {});
        publicKey = (again.body as { publicKey?: string } | undefined)?.publicKey ?? publicKey;
        answer = await login(plan.login);
      }
      record(answer.result);
      if (answer.result.outcome === 'pass') token = (answer.body as { token: string }).token;
    } else {
      record({
        ...shell(plan.login),
        outcome: 'skipped',
        note: 'not called: no usable RSA key from getRsaKey',
      });
    }
  }
  for (const planned of plan.sessionCalls) {
    if (token) await run(planned);
    else record({ ...shell(planned.entry), outcome: 'skipped', note: 'not checked: login failed' });
  }
  for (const planned of plan.writes) {
    if (token || !planned.entry.isProtected) await write(planned);
    else record({ ...shell(planned.entry), outcome: 'skipped', note: 'not checked: login failed' });
  }
  if (plan.logout) {
    if (token) record((await call(plan.logout, {})).result);
    else record({ ...shell(plan.logout), outcome: 'skipped', note: 'not checked: login failed' });
  }
  for (const { entry, reason } of plan.skipped) record({ ...shell(entry), outcome: 'skipped', note: reason });
  return results;
}
