import { relative, resolve } from 'node:path';
import { checkServerRunArgs, onlyOperations, parseArgs, UsageError, runCommand } from './lib/args';
import { startFakeBackend, type RunningBackend } from './lib/fake-backend';
import { junitXml, writeReport } from './lib/junit';
import { driftReport, isFailure, resultLine, skippedReport, summaryLines, widthsFor } from './lib/report';
import { runCheck } from './lib/run-check';
import { loadSchemas } from './lib/schemas';
import { loadSpecs } from './lib/spec';

// contract:check: does a server answer what openapi/*.yaml says? Exit 0 when every called operation
// matches, 1 on any drift, server error, missing or unreachable operation, 2 when the run itself could not
// start (bad options, fake backend down).

const USAGE = `Usage: npm run contract:check -- [--base-url URL] [--username U --password P] [options]

  --base-url URL     server to check (default: start the fake backend, log in as juan2026)
  --username U       test player for the logged-in flow (login, member info, balance, records, logout)
  --password P       its password
  --junit PATH       JUnit XML report (default reports/contract-check.xml)
  --json PATH        also write the results as JSON
  --only IDS         comma-separated operationIds to check (the login flow runs when one needs it)
  --merchant M       Merchant header (default lottoph)
  --language L       Language header, en or zh (default en)
  --timeout MS       per-call timeout (default 10000, as the app)
  --allow-missing    report operations the server does not route (404) without failing`;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), {
    options: ['base-url', 'username', 'password', 'junit', 'json', 'only', 'merchant', 'language', 'timeout'],
    flags: ['allow-missing', 'help'],
  });
  if (args.flags.has('help')) {
    console.info(USAGE);
    return 0;
  }
  checkServerRunArgs(args);
  const o = args.options;
  const allowMissing = args.flags.has('allow-missing');
  const timeoutMs = Number(o.timeout ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError('--timeout takes milliseconds');
  const junitPath = resolve(o.junit ?? 'reports/contract-check.xml');

  const specs = loadSpecs();
  const schemas = await loadSchemas();
  const only = onlyOperations(o.only, specs.operations);

  let backend: RunningBackend | undefined;
  let baseUrl = o['base-url'];
  let credentials = { username: o.username, password: o.password };
  if (!baseUrl) {
    console.info('contract:check: no --base-url, starting the fake backend (mock/server.ts)…');
    backend = await startFakeBackend();
    baseUrl = backend.url;
    if (!credentials.username) credentials = { username: 'juan2026', password: 'Lotto2026' };
  }
  try {
    const versions = (['wps', 'lgw'] as const)
      .map((api) => `${api} ${specs.docs[api].info.version}`)
      .join(', ');
    const who = credentials.username ? `logged in as ${credentials.username}` : 'public operations only';
    console.info(`contract:check ${baseUrl}  (contract ${versions}; ${who})\n`);
    const widths = widthsFor(specs.operations.map((e) => ({ operationId: e.op.operationId, path: e.path })));
    const results = await runCheck(specs, schemas, {
      baseUrl,
      ...credentials,
      merchant: o.merchant ?? 'lottoph',
      language: o.language ?? 'en',
      only,
      timeoutMs,
      onResult: (r) => r.outcome !== 'skipped' && console.info(resultLine(r, widths)),
    });
    const lines = [...driftReport(results), ...skippedReport(results), ''];
    lines.push(...summaryLines(results, allowMissing, baseUrl));
    writeReport(junitPath, junitXml(results, allowMissing, baseUrl));
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

runCommand('contract:check', main, USAGE);
