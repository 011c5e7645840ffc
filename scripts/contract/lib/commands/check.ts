import { relative, resolve } from 'node:path';
import { ACCESS_USAGE, hasPlayer, readValues, serverRunArgs } from '../access';
import { onlyOperations, UsageError } from '../args';
import type { RunningBackend } from '../fake-backend';
import { junitXml, writeReport } from '../junit';
import type { Kit } from '../kit';
import { driftReport, isFailure, resultLine, skippedReport, summaryLines, widthsFor } from '../report';
import { runCheck } from '../run-check';

// check: does a server answer what the contract says? Exit 0 when every called operation matches, 1 on any
// drift, server error, missing or unreachable operation, 2 when the run itself could not start (bad options,
// fake backend down).

export const checkUsage = (
  kit: Kit,
) => `Usage: ${kit.invocation('check')} ${kit.fakeBackend ? '[--base-url URL]' : '--base-url URL'} [--username U --password P | --token T] [options]

  --base-url URL     server to check${kit.fakeBackend ? ' (default: start the fake backend, log in as juan2026)' : ''}
${ACCESS_USAGE}
  --writes           also call each write once as the test player, after the reads: deposit orders,
                     a withdrawal, a bank card, profile changes (the docs list what each moves); ids of
                     channels and cards are taken from the server's own answers or --values
  --junit PATH       JUnit XML report (default reports/contract-check.xml)
  --json PATH        also write the results as JSON
  --only IDS         comma-separated operationIds to check (the login flow runs when one needs it)
  --merchant M       Merchant header (default lottoph)
  --language L       Language header (default en)
  --timeout MS       per-call timeout (default 10000, as the app)
  --allow-missing    report operations the server does not route (404, 405, 501) as skipped, not failed`;

export async function checkCommand(kit: Kit, argv: string[]): Promise<number> {
  const parsed = serverRunArgs(
    argv,
    { options: ['base-url', 'junit', 'json', 'only', 'merchant', 'language', 'timeout'], flags: ['writes'] },
    () => checkUsage(kit),
  );
  if (!parsed) return 0;
  const { args, allowMissing } = parsed;
  const o = args.options;
  let access = parsed.access;
  const writes = args.flags.has('writes');
  const timeoutMs = Number(o.timeout ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError('--timeout takes milliseconds');
  const junitPath = resolve(o.junit ?? 'reports/contract-check.xml');
  if (!o['base-url'] && !kit.fakeBackend) throw new UsageError('Give the server to check: --base-url URL');
  if (o['base-url'] && !/^https?:\/\//.test(o['base-url']))
    throw new UsageError(`--base-url takes an http(s) URL, got ${o['base-url']}`);

  const specs = kit.specs();
  const schemas = await kit.schemas();
  const only = onlyOperations(o.only, specs.operations);
  const values = readValues(o.values, specs.operations);

  let backend: RunningBackend | undefined;
  let baseUrl = o['base-url'];
  if (!baseUrl && kit.fakeBackend) {
    console.info(`${kit.invocation('check')}: no --base-url, starting the fake backend (mock/server.ts)…`);
    backend = await kit.fakeBackend();
    baseUrl = backend.url;
    if (!hasPlayer(access) && kit.fakePlayer) access = { ...access, ...kit.fakePlayer };
  }
  try {
    const who = access.token
      ? 'with the --token player'
      : access.username
        ? `logged in as ${access.username}`
        : 'public operations only';
    console.info(
      `${kit.invocation('check')} ${baseUrl}  (contract ${kit.versions()}; ${who}${writes ? '; writes included' : ''})\n`,
    );
    const widths = widthsFor(specs.operations.map((e) => ({ operationId: e.op.operationId, path: e.path })));
    const results = await runCheck(specs, schemas, {
      baseUrl: baseUrl!,
      username: access.username,
      password: access.password,
      token: access.token,
      headers: access.headers,
      writes,
      values,
      merchant: o.merchant ?? 'lottoph',
      language: o.language ?? 'en',
      only,
      timeoutMs,
      onWrite: (w, body) => console.info(`  WRITE    ${w.entry.op.operationId}: ${w.changes(body)}`),
      onResult: (r) => r.outcome !== 'skipped' && console.info(resultLine(r, widths)),
    });
    const lines = [...driftReport(results), ...skippedReport(results), ''];
    lines.push(...summaryLines(results, allowMissing, baseUrl!));
    writeReport(junitPath, junitXml(results, allowMissing, baseUrl!));
    lines.push(`  JUnit report: ${relative(process.cwd(), junitPath)}`);
    if (o.json) {
      writeReport(resolve(o.json), `${JSON.stringify({ baseUrl, allowMissing, results }, null, 2)}\n`);
      lines.push(`  JSON report: ${relative(process.cwd(), resolve(o.json))}`);
    }
    console.info(lines.join('\n'));
    return results.some((r) => isFailure(r, allowMissing)) ? 1 : 0;
  } finally {
    await backend?.stop();
  }
}
