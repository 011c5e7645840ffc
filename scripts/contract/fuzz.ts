import { encryptPayload } from '../../src/api/encryption';
import { checkServerRunArgs, onlyOperations, parseArgs, UsageError, runCommand } from './lib/args';
import { startFakeBackend, type RunningBackend } from './lib/fake-backend';
import { caseTitle, formatFailure, operationLine } from './lib/fuzz-report';
import { ledgerProblems, readBooks, runFuzz, type Session } from './lib/fuzz-run';
import { NOT_SAFE } from './lib/plan';
import { loadSchemas } from './lib/schemas';
import { loadSpecs, type OperationEntry } from './lib/spec';

// contract:fuzz: requests generated from the contract's schemas, sent to a server (the fake backend unless
// --base-url says otherwise), each answer judged against the contract. Exit 0 when every answer is right and
// the books balance, 1 on any wrong answer, 2 when the run could not start.

const USAGE = `Usage: npm run contract:fuzz -- [--base-url URL] [--username U --password P] [options]

  --base-url URL     server to fuzz (default: start the fake backend, log in as juan2026, --writes on)
  --username U       test player for the protected operations (without one they are skipped)
  --password P       its password
  --writes           also fuzz operations that change state (POST, PUT, DELETE, launchGame): they create
                     players, orders and bank cards and may move the test player's money
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

/** Logs the test player in the way the app does (getRsaKey, then an encrypted login), again when asked to. */
function httpSession(
  baseUrl: string,
  byId: (id: string) => OperationEntry | undefined,
  credentials: { username?: string; password?: string },
  headers: Record<string, string>,
  timeoutMs: number,
): Session & { failure?: string } {
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
    if (!credentials.username || !credentials.password || !rsa || !login) return undefined;
    const base = baseUrl.replace(/\/$/, '');
    try {
      const key = (await (
        await fetch(base + rsa.path, { headers, signal: AbortSignal.timeout(timeoutMs) })
      ).json()) as { publicKey: string };
      const payload = JSON.stringify({
        type: 'password',
        username: credentials.username,
        password: credentials.password,
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

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), {
    options: ['base-url', 'username', 'password', 'seed', 'runs', 'only', 'merchant', 'timeout'],
    flags: ['writes', 'every-rule', 'help'],
  });
  if (args.flags.has('help')) {
    console.info(USAGE);
    return 0;
  }
  checkServerRunArgs(args);
  const o = args.options;
  const seed = positiveInt(o.seed, 'seed', Math.floor(Math.random() * 2 ** 31));
  const runs = positiveInt(o.runs, 'runs', 10);
  const timeoutMs = positiveInt(o.timeout, 'timeout', 10_000) || 10_000;
  const specs = loadSpecs();
  const schemas = await loadSchemas();
  const byId = (id: string) => specs.operations.find((e) => e.op.operationId === id);
  const only = onlyOperations(o.only, specs.operations);

  let backend: RunningBackend | undefined;
  let baseUrl = o['base-url'];
  let credentials = { username: o.username, password: o.password };
  let writes = args.flags.has('writes');
  if (!baseUrl) {
    console.info('contract:fuzz: no --base-url, starting the fake backend (mock/server.ts)…');
    backend = await startFakeBackend();
    baseUrl = backend.url;
    writes = true;
    if (!credentials.username) credentials = { username: 'juan2026', password: 'Lotto2026' };
  }
  try {
    const fixedHeaders = { Merchant: o.merchant ?? 'lottoph' };
    const skipped: string[] = [];
    const operations = specs.operations.filter((entry) => {
      const id = entry.op.operationId;
      if (only && !only.has(id)) return false;
      const why =
        !writes && entry.method !== 'get'
          ? `changes server state (${entry.method.toUpperCase()}): --writes to include it`
          : !writes && NOT_SAFE[id]
            ? `${NOT_SAFE[id]}: --writes to include it`
            : entry.isProtected && !credentials.username
              ? 'needs a test player (--username, --password)'
              : undefined;
      if (why) skipped.push(`  skipped ${id}: ${why}`);
      return !why;
    });
    const session = httpSession(baseUrl, byId, credentials, fixedHeaders, timeoutMs);
    const replay = [
      `--seed ${seed}`,
      `--runs ${runs}`,
      ...(args.flags.has('every-rule') ? ['--every-rule'] : []),
    ];
    console.info(
      `contract:fuzz ${baseUrl}  (seed ${seed}, ${runs} valid and ${runs} invalid requests per operation, ` +
        `${writes ? 'writes included' : 'read-only'})\n`,
    );

    const booksBefore = await readBooks(baseUrl, timeoutMs);
    const walletBalance = byId('getWalletBalance');
    const balance = async (): Promise<number | undefined> => {
      if (booksBefore || !walletBalance || !credentials.username) return undefined;
      const token = await session.token(walletBalance);
      const response = await fetch(`${baseUrl!.replace(/\/$/, '')}${walletBalance.path}`, {
        headers: { ...fixedHeaders, Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch(() => undefined);
      const body = (await response?.json().catch(() => undefined)) as { sumBalance?: unknown } | undefined;
      return typeof body?.sumBalance === 'number' ? body.sumBalance : undefined;
    };
    const balanceBefore = await balance();

    const results = await runFuzz({
      baseUrl,
      specs,
      operations,
      responseSchema: (id) => schemas.get(`${id}Response`),
      session,
      seed,
      runs,
      everyRule: args.flags.has('every-rule'),
      timeoutMs,
      fixedHeaders,
      onOperation: (run) => console.info(operationLine(run)),
    });

    const failures = results.flatMap((run) => run.cases.filter((c) => c.failure));
    const errors = results.filter((run) => run.error);
    const lines: string[] = [];
    if (skipped.length) lines.push('', ...skipped);
    if (failures.length)
      lines.push('', 'Wrong answers:', '', ...failures.map((c) => `${formatFailure(c)}\n`));

    // The books after the run: the fake backend's ledger in full, any other server through the test
    // player's balance (unchanged by a read-only run, never negative).
    const ledger: string[] = [];
    const booksAfter = booksBefore ? await readBooks(baseUrl, timeoutMs) : undefined;
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
        `${errors.length} operations not fuzzed, ${skipped.length} skipped`,
    );
    if (failures.length || errors.length) {
      const ids = [
        ...new Set([...failures.map((c) => c.operationId), ...errors.map((r) => r.entry.op.operationId)]),
      ];
      lines.push(
        `Replay: npm run contract:fuzz -- ${replay.join(' ')} --only ${ids.join(',')} ${o['base-url'] ? `--base-url ${o['base-url']}` : ''}`.trimEnd(),
      );
      if (failures.length) lines.push(`First: ${caseTitle(failures[0])}`);
    }
    if (session.failure) lines.push(`The test player could not log in: ${session.failure}`);
    console.info(lines.join('\n'));
    return failures.length || errors.length || ledger.length ? 1 : 0;
  } finally {
    await backend?.stop();
  }
}

runCommand('contract:fuzz', main, USAGE);
