import fc from 'fast-check';
import type { z } from 'zod';
import { validateBody } from './drift';
import { NOT_SAFE } from './plan';
import type { Rule } from './fuzz-schema';
import {
  encode,
  freshKeys,
  requestModel,
  reusedKey,
  type Encrypt,
  type RequestModel,
  type RequestValue,
  type ShownRequest,
} from './fuzz-request';
import type { LoadedSpecs, OperationEntry } from './spec';

// The fuzzer's run: for each operation, its example request, then invalid requests (each breaking one rule,
// made from the example so that nothing else is wrong with them), then valid requests generated from the
// schemas. A valid request must get a 2xx answer that matches the contract, or a declared 4xx with the error
// envelope; an invalid one must get 400 with the envelope; no request may get a 5xx or no answer at all. The
// calls go one after another: a staging server is not to be load-tested.

export type CaseKind = 'example' | 'valid' | 'invalid';

export interface CaseResult {
  operationId: string;
  kind: CaseKind;
  /** The rule an invalid request breaks. */
  variant?: { rule: Rule; field: string; detail: string };
  request: ShownRequest;
  status?: number;
  /** The answer's body (clipped). */
  answer?: string;
  ms: number;
  /** Why the answer is wrong; undefined when it is right. */
  failure?: string;
}

export interface OperationRun {
  entry: OperationEntry;
  cases: CaseResult[];
  /** Rules that can be broken in this operation's request, and how many of them this run tried. */
  rules: number;
  rulesTried: number;
  /** The operation could not be fuzzed at all (no session, no key); counted as a failure. */
  error?: string;
  /**
   * The server does not route the operation (its example got a 404, 405 or 501): the rest of its requests
   * are not sent. A failure unless the run allows missing operations.
   */
  missing?: string;
}

export interface Session {
  /** A bearer token for a protected operation's calls; undefined calls without one. */
  token(entry: OperationEntry): Promise<string | undefined>;
  /** The server refused the token (it was ended by a login or a logout): the next token() logs in again. */
  renew(entry: OperationEntry): void;
}

export interface FuzzOptions {
  baseUrl: string;
  specs: LoadedSpecs;
  operations: OperationEntry[];
  /** The generated zod schema of an operation's success body (`${operationId}Response`). */
  responseSchema: (operationId: string) => z.ZodType | undefined;
  session: Session;
  seed: number;
  /** Valid and invalid requests per operation (each), besides the example. */
  runs: number;
  /** As many invalid requests as it takes to break every rule once, when that is more than `runs`. */
  everyRule?: boolean;
  timeoutMs: number;
  fixedHeaders?: Record<string, string>;
  /** One request key for all encrypted calls instead of a fresh one each (the in-process test's speed). */
  reuseRequestKey?: boolean;
  /**
   * The operation's example request (parts of it): what the invalid requests are made from. Called after the
   * session's token, so it may prepare the server (send the SMS whose code it uses). Without it, or when it
   * gives nothing, the contract's own examples are used.
   */
  example?: (entry: OperationEntry) => Promise<Partial<RequestValue> | undefined>;
  /** Puts values into the example request (the server's own ids, the team's --values). */
  fillExample?: (entry: OperationEntry, example: RequestValue) => RequestValue;
  /** Told of every answer to a valid request that matched the contract (to learn the server's ids from). */
  onAnswer?: (entry: OperationEntry, body: unknown) => void;
  /** Headers whose values a report must not show (--header, --cookie). */
  hiddenHeaders?: string[];
  onOperation?: (run: OperationRun) => void;
}

/** FNV-1a: one seed per case from the run's seed, so a case can be replayed alone. */
export function caseSeed(seed: number, ...parts: (string | number)[]): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of parts.join(':')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const one = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0];

function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed || 1;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const j = (state >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const ENVELOPE = 'the error envelope {success: false, code, message}';
function isEnvelope(body: unknown): boolean {
  const b = body as { success?: unknown; code?: unknown; message?: unknown } | null;
  return Boolean(b && b.success === false && typeof b.code === 'string' && typeof b.message === 'string');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The answer says the server has no such route, or undefined. A 404 on a path that names a thing may be that
 * thing missing (a card that is not there); for the example request, whose ids come from the server's own
 * answers or the team's values, it is taken as the route missing unless the operation declares a 404.
 */
export function routeMissing(entry: OperationEntry, status: number, example = false): string | undefined {
  const declared = Object.keys(entry.op.responses ?? {});
  const missing =
    [405, 501].includes(status) ||
    (status === 404 && (example || !entry.path.includes('{')) && !declared.includes('404'));
  return missing
    ? `${status}: the server does not route ${entry.method.toUpperCase()} ${entry.path}`
    : undefined;
}

/** A call that only reads (GET, and not one of the reads that change state, plan.ts NOT_SAFE). */
const isRead = (entry: OperationEntry) => entry.method === 'get' && !NOT_SAFE[entry.op.operationId];

/** ` CODE: message` of an error envelope, or nothing. */
function envelopeSaid(parsed: ReturnType<typeof parseJson>): string {
  if (!parsed.ok || !isEnvelope(parsed.value)) return '';
  const { code, message } = parsed.value as { code: string; message: string };
  return ` ${code}: ${message}`;
}

/** Why the answer is wrong for this kind of request, or undefined. */
export function judge(
  entry: OperationEntry,
  kind: CaseKind,
  answer: { status: number; contentType: string; text: string },
  responseSchema: FuzzOptions['responseSchema'],
): string | undefined {
  const declared = Object.keys(entry.op.responses ?? {});
  const { status } = answer;
  const parsed = parseJson(answer.text);
  if (status >= 500) return `a server error (${status}): no request may cause one`;
  if (kind === 'invalid') {
    if (status !== 400) return `expected 400 with ${ENVELOPE}, got ${status}`;
    return parsed.ok && isEnvelope(parsed.value) ? undefined : `the 400 answer is not ${ENVELOPE}`;
  }
  if (status >= 200 && status < 300) {
    if (!declared.includes(String(status)))
      return `status ${status} is not declared (${declared.join(', ')})`;
    const content = (
      entry.op.responses?.[String(status)] as { content?: Record<string, unknown> } | undefined
    )?.content;
    if (!content?.['application/json']) return undefined;
    if (!parsed.ok) return 'the answer is not JSON';
    const schema = responseSchema(entry.op.operationId);
    if (!schema) return `no generated schema ${entry.op.operationId}Response (run npm run gen)`;
    const drifts = validateBody(schema, parsed.value);
    return drifts.length
      ? `the answer does not match the contract: ${drifts
          .map((d) => `${d.field}: expected ${d.expected}, got ${d.received}`)
          .join('; ')}`
      : undefined;
  }
  if (status >= 400 && status < 500) {
    const missing = routeMissing(entry, status);
    if (missing) return missing;
    // The example of a read is a request the server's own ids (or the team's values) make right: nothing is
    // left for it to refuse, so a refusal is wrong even where `default` would allow it to another request.
    // contract:check judges the same request the same way, so the two never disagree about one answer.
    if (kind === 'example' && isRead(entry))
      return `a read's example was refused: ${status}${envelopeSaid(parsed)}, where ${declared
        .filter((code) => /^2\d\d$/.test(code))
        .join(' or ')} was due`;
    if (!declared.includes(String(status)) && !declared.includes('default'))
      return `status ${status} is not declared (${declared.join(', ')})`;
    return parsed.ok && isEnvelope(parsed.value) ? undefined : `the ${status} answer is not ${ENVELOPE}`;
  }
  return `unexpected status ${status}`;
}

export async function runFuzz(options: FuzzOptions): Promise<OperationRun[]> {
  const runs: OperationRun[] = [];
  let encrypt: Encrypt | undefined;
  const rsa = options.specs.operations.find((e) => e.op.operationId === 'getRsaKey');

  async function fetchKey(): Promise<string> {
    if (!rsa) throw new Error('the contract has no getRsaKey operation to take the public key from');
    const response = await fetch(options.baseUrl.replace(/\/$/, '') + rsa.path, {
      headers: { Accept: 'application/json', ...options.fixedHeaders },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = (await response.json()) as { publicKey?: unknown };
    if (typeof body.publicKey !== 'string')
      throw new Error(`getRsaKey answered ${response.status} without a key`);
    return body.publicKey;
  }

  async function send(
    model: RequestModel,
    value: RequestValue,
  ): Promise<Omit<CaseResult, 'operationId' | 'kind' | 'failure'> & { contentType?: string; text?: string }> {
    const { entry } = model;
    if (model.bodyKind === 'encrypted' && !encrypt) {
      const publicKey = await fetchKey();
      encrypt = options.reuseRequestKey ? reusedKey(publicKey) : freshKeys(publicKey);
    }
    let attempt = 0;
    for (;;) {
      const token = entry.isProtected ? await options.session.token(entry) : undefined;
      const { wire, shown } = encode(model, value, {
        baseUrl: options.baseUrl,
        encrypt,
        token,
        fixedHeaders: options.fixedHeaders ?? {},
        hiddenHeaders: options.hiddenHeaders,
      });
      const started = Date.now();
      try {
        const response = await fetch(wire.url, {
          method: wire.method,
          headers: wire.headers,
          body: wire.body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const text = await response.text();
        // A session ended by another case (a login or logout of the same player): log in again, once.
        if (response.status === 401 && entry.isProtected && attempt === 0) {
          options.session.renew(entry);
          attempt += 1;
          continue;
        }
        return {
          request: shown,
          status: response.status,
          answer: clip(text),
          text,
          contentType: response.headers.get('content-type') ?? '',
          ms: Date.now() - started,
        };
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return {
          request: shown,
          ms: Date.now() - started,
          answer: timedOut
            ? `no answer in ${options.timeoutMs} ms`
            : `no answer: ${cause?.code ?? cause?.message ?? String(error)}`,
        };
      }
    }
  }

  for (const entry of options.operations) {
    const id = entry.op.operationId;
    const model = requestModel(options.specs, entry);
    const run: OperationRun = { entry, cases: [], rules: model.node.variants.length, rulesTried: 0 };
    runs.push(run);
    try {
      if (entry.isProtected && !(await options.session.token(entry)))
        throw new Error('no session to call it with (login failed)');
      const given = await options.example?.(entry);
      const generated = one(
        given ? model.node.valid : model.node.example,
        caseSeed(options.seed, id, 'example'),
      );
      const merged = given ? mergeExample(generated as RequestValue, given) : (generated as RequestValue);
      const example = options.fillExample ? options.fillExample(entry, merged) : merged;

      const plan: { kind: CaseKind; value: () => RequestValue; variant?: CaseResult['variant'] }[] = [
        { kind: 'example', value: () => example },
      ];
      const variants = shuffled(model.node.variants, caseSeed(options.seed, id, 'order'));
      const invalidCount = !variants.length
        ? 0
        : options.everyRule
          ? Math.max(options.runs, variants.length)
          : options.runs;
      for (let i = 0; i < invalidCount; i += 1) {
        const variant = variants[i % variants.length];
        plan.push({
          kind: 'invalid',
          variant: { rule: variant.rule, field: variant.path.join('.'), detail: variant.detail },
          value: () => one(variant.from(example), caseSeed(options.seed, id, 'invalid', i)) as RequestValue,
        });
      }
      run.rulesTried = Math.min(invalidCount, variants.length);
      for (let i = 0; i < options.runs; i += 1)
        plan.push({
          kind: 'valid',
          value: () => one(model.node.valid, caseSeed(options.seed, id, 'valid', i)) as RequestValue,
        });

      for (const planned of plan) {
        const sent = await send(model, planned.value());
        const { text, contentType, ...rest } = sent;
        // A route the server lacks answers every request alike: one line says so instead of hundreds.
        const missing =
          planned.kind === 'example' && sent.status !== undefined
            ? routeMissing(entry, sent.status, true)
            : undefined;
        if (missing) {
          run.missing = missing;
          break;
        }
        const failure =
          sent.status === undefined
            ? sent.answer
            : judge(
                entry,
                planned.kind,
                { status: sent.status, contentType: contentType ?? '', text: text ?? '' },
                options.responseSchema,
              );
        if (!failure && planned.kind !== 'invalid' && sent.status! < 300 && options.onAnswer && text) {
          const parsed = parseJson(text);
          if (parsed.ok) options.onAnswer(entry, parsed.value);
        }
        run.cases.push({ operationId: id, kind: planned.kind, variant: planned.variant, ...rest, failure });
      }
    } catch (error) {
      run.error = error instanceof Error ? error.message : String(error);
    }
    options.onOperation?.(run);
  }
  return runs;
}

/** A given example (parts of a request) over a generated one: the headers the example leaves out are kept. */
export function mergeExample(generated: RequestValue, given: Partial<RequestValue>): RequestValue {
  return {
    path: given.path ?? generated.path,
    query: given.query ?? generated.query,
    header: { ...generated.header, ...given.header },
    ...('body' in given ? { body: given.body } : 'body' in generated ? { body: generated.body } : {}),
  };
}

// ------------------------------------------------------------------------------------------------- ledger

export interface Books {
  players: { id: string; balanceMilli: number }[];
  ledger: { playerId: string; amountMilli: number }[];
}

/** The fake backend's invariant: every balance is the sum of its ledger entries and never below zero. */
export function ledgerProblems(books: Books): string[] {
  const sums = new Map<string, number>();
  for (const entry of books.ledger)
    sums.set(entry.playerId, (sums.get(entry.playerId) ?? 0) + entry.amountMilli);
  const problems: string[] = [];
  for (const player of books.players) {
    const sum = sums.get(player.id) ?? 0;
    if (player.balanceMilli !== sum)
      problems.push(
        `player ${player.id}: balance ${player.balanceMilli} ≠ sum of ledger ${sum} (thousandths of a peso)`,
      );
    if (player.balanceMilli < 0)
      problems.push(`player ${player.id}: negative balance ${player.balanceMilli}`);
  }
  return problems;
}

/** The fake backend's books (GET /__mock/snapshot), or undefined from a server that is not the fake backend. */
export async function readBooks(baseUrl: string, timeoutMs: number): Promise<Books | undefined> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/__mock/snapshot`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return undefined;
    const snapshot = (await response.json()) as { collections?: Partial<Books> };
    const { players, ledger } = snapshot.collections ?? {};
    return Array.isArray(players) && Array.isArray(ledger) ? { players, ledger } : undefined;
  } catch {
    return undefined;
  }
}
