import { relative, resolve } from 'node:path';
import { encryptPayload } from '../../../../src/api/encryption';
import {
  ACCESS_USAGE,
  harvest,
  hasPlayer,
  readValues,
  serverRunArgs,
  withValues,
  type Access,
} from '../access';
import { onlyOperations, UsageError } from '../args';
import type { RunningBackend } from '../fake-backend';
import {
  caseTitle,
  formatFailure,
  fuzzJson,
  fuzzJunit,
  operationLine,
  runFailed,
  type FuzzReport,
} from '../fuzz-report';
import { ledgerProblems, readBooks, runFuzz, type Session } from '../fuzz-run';
import { writeReport } from '../junit';
import type { Kit } from '../kit';
import { NOT_SAFE } from '../plan';
import type { OperationEntry } from '../spec';

// fuzz: requests generated from the contract's schemas, sent to a server (this repository's fake backend
// unless --base-url says otherwise), each answer judged against the contract. Exit 0 when every answer is right
// and the books balance, 1 on any wrong answer, 2 when the run could not start.

export const fuzzUsage = (
  kit: Kit,
) => `Usage: ${kit.invocation('fuzz')} ${kit.fakeBackend ? '[--base-url URL]' : '--base-url URL'} [--username U --password P | --token T] [options]

  --base-url URL     server to fuzz${kit.fakeBackend ? ' (default: start the fake backend, log in as juan2026, --writes on)' : ''}
${ACCESS_USAGE}
  --writes           also fuzz operations that change state (POST, PUT, DELETE, launchGame): they create
                     players, orders and bank cards and may move the test player's money
  --allow-missing    an operation the server does not route (404, 405, 501) is reported as skipped
  --junit PATH       JUnit XML report: one test case per operation
  --json PATH        the run as JSON: every wrong answer with its request
  --seed N           replay a run: the same seed generates the same requests (default: a new one, printed)
  --runs N           valid and invalid requests per operation, besides its example (default 10)
  --every-rule       more invalid requests where needed, so that every rule is broken once
  --only IDS         comma-separated operationIds
  --merchant M       Merchant header (default lottoph)
  --timeout MS       per-call timeout; a call without an answer by then fails (default 10000)`;

const positiveInt = (value: string | undefined, name: string, fallback: number): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new UsageError(`--${name} takes a whole number`);
  return n;
};

/**
 * The test player's session: the --token as given, or a login the way the app does it (getRsaKey, then an
 * encrypted login), again when the server ends the session.
 */
function httpSession(
  baseUrl: string,
  byId: (id: string) => OperationEntry | undefined,
  access: Access,
  headers: Record<string, string>,
  timeoutMs: number,
): Session & { failure?: string } {
  if (access.token) {
    const given = access.token;
    return { token: () => Promise.resolve(given), renew: () => undefined };
  }
  let token: Promise<string | undefined> | undefined;
  const session: Session & { failure?: string } = {
    token: () => (token ??= logIn()),
    renew: () => {
      token = undefined;
    },
  };
  async function logIn(): Promise<string | undefined> {
    const rsa = byId('getRsaKey');
    const login = byId('login');
    if (!access.username || !access.password || !rsa || !login) return undefined;
    const base = baseUrl.replace(/\/$/, '');
    try {
      const key = (await (
        await fetch(base + rsa.path, { headers, signal: AbortSignal.timeout(timeoutMs) })
      ).json()) as { publicKey: string };
      const payload = JSON.stringify({
        type: 'password',
        username: access.username,
        password: access.password,
        lottoArea: 'PL',
        channel: 'MOBILE',
      });
      const { body, encryptionHeader } = encryptPayload(payload, key.publicKey);
      const response = await fetch(base + login.path, {
        method: 'POST',
        headers: {
          ...headers,
          Device: 'MOBILE',
          'Content-Type': 'text/plain;charset=UTF-8',
          Encryption: encryptionHeader,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json()) as { token?: string; message?: string };
      if (!answer.token) session.failure = `login answered ${response.status} ${answer.message ?? ''}`.trim();
      return answer.token;
    } catch (error) {
      session.failure = `login failed: ${error instanceof Error ? error.message : String(error)}`;
      return undefined;
    }
  }
  return session;
}

export async function fuzzCommand(kit: Kit, argv: string[]): Promise<number> {
  const parsed = serverRunArgs(
    argv,
    {
      options: ['base-url', 'seed', 'runs', 'only', 'merchant', 'timeout', 'junit', 'json'],
      flags: ['writes', 'every-rule'],
    },
    () => fuzzUsage(kit),
  );
  if (!parsed) return 0;
  const { args, allowMissing } = parsed;
  const o = args.options;
  let access = parsed.access;
  const seed = positiveInt(o.seed, 'seed', Math.floor(Math.random() * 2 ** 31));
  const runs = positiveInt(o.runs, 'runs', 10);
  const timeoutMs = positiveInt(o.timeout, 'timeout', 10_000) || 10_000;
  if (!o['base-url'] && !kit.fakeBackend) throw new UsageError('Give the server to fuzz: --base-url URL');
  if (o['base-url'] && !/^https?:\/\//.test(o['base-url']))
    throw new UsageError(`--base-url takes an http(s) URL, got ${o['base-url']}`);
  const specs = kit.specs();
  const schemas = await kit.schemas();
  const byId = (id: string) => specs.operations.find((e) => e.op.operationId === id);
  const only = onlyOperations(o.only, specs.operations);
  const values = readValues(o.values, specs.operations);

  let backend: RunningBackend | undefined;
  let baseUrl = o['base-url'];
  let writes = args.flags.has('writes');
  if (!baseUrl && kit.fakeBackend) {
    console.info(`${kit.invocation('fuzz')}: no --base-url, starting the fake backend (mock/server.ts)…`);
    backend = await kit.fakeBackend();
    baseUrl = backend.url;
    writes = true;
    if (!hasPlayer(access) && kit.fakePlayer) access = { ...access, ...kit.fakePlayer };
  }
  const target = baseUrl!;
  try {
    const fixedHeaders = { Merchant: o.merchant ?? 'lottoph', ...access.headers };
    const skipped: FuzzReport['skipped'] = [];
    const selected = specs.operations.filter((entry) => {
      const id = entry.op.operationId;
      if (only && !only.has(id)) return false;
      const why =
        !writes && entry.method !== 'get'
          ? `changes server state (${entry.method.toUpperCase()}): --writes to include it`
          : !writes && NOT_SAFE[id]
            ? `${NOT_SAFE[id]}: --writes to include it`
            : entry.isProtected && !hasPlayer(access)
              ? 'needs a test player (--username and --password, or --token)'
              : undefined;
      if (why)
        skipped.push({ operationId: id, api: entry.api, tag: entry.op.tags?.[0] ?? 'untagged', reason: why });
      return !why;
    });
    // Reads first: their answers hold the ids (channels, cards) the writes' examples then use.
    const isRead = (e: OperationEntry) => e.method === 'get' && !NOT_SAFE[e.op.operationId];
    const operations = [...selected.filter(isRead), ...selected.filter((e) => !isRead(e))];
    const session = httpSession(target, byId, access, fixedHeaders, timeoutMs);
    const replay = [
      `--seed ${seed}`,
      `--runs ${runs}`,
      ...(args.flags.has('every-rule') ? ['--every-rule'] : []),
    ];
    console.info(
      `${kit.invocation('fuzz')} ${target}  (seed ${seed}, ${runs} valid and ${runs} invalid requests per operation, ` +
        `${writes ? 'writes included' : 'read-only'})\n`,
    );

    const booksBefore = await readBooks(target, timeoutMs);
    const walletBalance = byId('getWalletBalance');
    const balance = async (): Promise<number | undefined> => {
      if (booksBefore || !walletBalance || !hasPlayer(access)) return undefined;
      const token = await session.token(walletBalance);
      const response = await fetch(`${target.replace(/\/$/, '')}${walletBalance.path}`, {
        headers: { ...fixedHeaders, Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch(() => undefined);
      const body = (await response?.json().catch(() => undefined)) as { sumBalance?: unknown } | undefined;
      return typeof body?.sumBalance === 'number' ? body.sumBalance : undefined;
    };
    const balanceBefore = await balance();

    const seen = new Map<string, unknown>();
    const results = await runFuzz({
      baseUrl: target,
      specs,
      operations,
      responseSchema: (id) => schemas.get(`${id}Response`),
      session,
      seed,
      runs,
      everyRule: args.flags.has('every-rule'),
      timeoutMs,
      fixedHeaders,
      hiddenHeaders: Object.keys(access.headers),
      fillExample: (entry, example) => {
        const fields = new Map(seen);
        for (const [name, value] of Object.entries(values.fields)) fields.set(name, value);
        return withValues(entry, example, { fields, strict: true }, values);
      },
      onAnswer: (_entry, body) => harvest(body, seen),
      onOperation: (run) => console.info(operationLine(run)),
    });

    const failures = results.flatMap((run) => run.cases.filter((c) => c.failure));
    const errors = results.filter((run) => run.error);
    const missing = results.filter((run) => run.missing);
    const lines: string[] = [];
    if (skipped.length) lines.push('', ...skipped.map((s) => `  skipped ${s.operationId}: ${s.reason}`));
    if (missing.length)
      lines.push(
        '',
        `Not routed by the server${allowMissing ? ' (allowed by --allow-missing)' : ''}:`,
        ...missing.map((run) => `  ${run.entry.op.operationId}: ${run.missing}`),
      );
    if (failures.length)
      lines.push('', 'Wrong answers:', '', ...failures.map((c) => `${formatFailure(c)}\n`));

    // The books after the run: the fake backend's ledger in full, any other server through the test
    // player's balance (unchanged by a read-only run, never negative).
    const ledger: string[] = [];
    const booksAfter = booksBefore ? await readBooks(target, timeoutMs) : undefined;
    if (booksAfter) ledger.push(...ledgerProblems(booksAfter));
    else if (balanceBefore !== undefined) {
      const after = await balance();
      if (after === undefined) ledger.push('the balance could not be read after the run');
      else {
        if (after < 0) ledger.push(`the test player's balance is negative: ${after}`);
        if (!writes && after !== balanceBefore)
          ledger.push(`a read-only run changed the test player's balance: ${balanceBefore} → ${after}`);
      }
    }
    const ledgerChecked = booksAfter
      ? 'every balance equals the sum of its ledger entries'
      : balanceBefore !== undefined
        ? "the test player's balance"
        : 'not checked (no fake backend books, no test player)';
    lines.push(
      '',
      `Ledger: ${ledger.length ? 'WRONG' : 'ok'} (${ledgerChecked})`,
      ...ledger.map((l) => `  ${l}`),
    );

    const cases = results.reduce((n, run) => n + run.cases.length, 0);
    lines.push(
      '',
      `${results.length} operations, ${cases} requests: ${failures.length} wrong ${failures.length === 1 ? 'answer' : 'answers'}, ` +
        `${errors.length} operations not fuzzed, ${missing.length} not routed${allowMissing && missing.length ? ' (allowed)' : ''}, ${skipped.length} skipped`,
    );
    const failed = results.filter((run) => runFailed(run, allowMissing));
    if (failed.length) {
      const ids = failed.map((run) => run.entry.op.operationId);
      lines.push(
        `Replay: ${kit.invocation('fuzz')} ${replay.join(' ')} --only ${ids.join(',')} ${o['base-url'] ? `--base-url ${o['base-url']}` : ''}`.trimEnd(),
      );
      if (failures.length) lines.push(`First: ${caseTitle(failures[0])}`);
    }
    if (session.failure) lines.push(`The test player could not log in: ${session.failure}`);
    const report: FuzzReport = { target, seed, allowMissing, runs: results, skipped, ledger };
    if (o.junit) {
      writeReport(resolve(o.junit), fuzzJunit(report));
      lines.push(`JUnit report: ${relative(process.cwd(), resolve(o.junit))}`);
    }
    if (o.json) {
      writeReport(resolve(o.json), fuzzJson(report));
      lines.push(`JSON report: ${relative(process.cwd(), resolve(o.json))}`);
    }
    console.info(lines.join('\n'));
    return failed.length || ledger.length ? 1 : 0;
  } finally {
    await backend?.stop();
  }
}
