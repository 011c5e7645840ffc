import { encryptPayload } from '../../../src/api/encryption';
import { describeValue, validateBody, type Drift } from './drift';
import { makePlan, type PlannedCall } from './plan';
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

export async function runCheck(
  specs: LoadedSpecs,
  schemas: SchemaTable,
  options: CheckOptions,
): Promise<OperationResult[]> {
  const results: OperationResult[] = [];
  const loggedIn = Boolean(options.username && options.password);
  const plan = makePlan(specs.operations, { loggedIn, only: options.only, now: options.now ?? Date.now() });
  const base = options.baseUrl.replace(/\/$/, '');
  let token: string | undefined;
  let publicKey: string | undefined;

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
    const result = shell(entry);
    const url = new URL(base + entry.path);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    // The app busts caches on every GET; a server or CDN must accept the extra parameter.
    if (entry.method === 'get') url.searchParams.set('_t', String(Date.now()));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Language: options.language,
      Merchant: options.merchant,
      ...body?.headers,
    };
    if (entry.parameters.some((p) => p.in === 'header' && p.name === 'Device')) headers.Device = 'MOBILE';
    if (entry.isProtected && token) headers.Authorization = `Bearer ${token}`;
    const started = Date.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: result.method,
        headers,
        body: body?.text,
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
    return judge(entry, result, response, text);
  }

  function judge(entry: OperationEntry, result: OperationResult, response: Response, text: string): Answer {
    const successCodes = Object.keys(entry.op.responses ?? {}).filter((code) => /^2\d\d$/.test(code));
    const parsed = parseJson(text);
    const envelope = parsed.ok ? envelopeOf(parsed.value) : undefined;
    const said = envelope ? ` ${envelope.code}: ${envelope.message}` : '';
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
      if (!envelope)
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
    const answer = await call(planned.entry, planned.query);
    record(answer.result);
    if (planned.entry.op.operationId === 'getRsaKey' && answer.result.outcome === 'pass')
      publicKey = (answer.body as { publicKey: string }).publicKey;
  };

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
    } catch {
      // The key answer matched its schema (a string) but is not an RSA key: the app could not log in either.
      const drift = {
        field: 'getRsaKey publicKey',
        expected: 'base64 DER (SPKI) RSA public key',
        received: 'a string JSEncrypt cannot use',
      };
      return { result: { ...shell(entry), outcome: 'drift', drifts: [drift] } };
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
    for (const planned of plan.sessionCalls) {
      if (token) await run(planned);
      else record({ ...shell(planned.entry), outcome: 'skipped', note: 'not checked: login failed' });
    }
    if (plan.logout) {
      if (token) record((await call(plan.logout, {})).result);
      else record({ ...shell(plan.logout), outcome: 'skipped', note: 'not checked: login failed' });
    }
  }
  for (const { entry, reason } of plan.skipped) record({ ...shell(entry), outcome: 'skipped', note: reason });
  return results;
}
