import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_ID,
  CHANNEL_ID,
  COOKIE,
  FAITHFUL,
  GATEWAY,
  PAYMENT_PASSWORD,
  PLANTED,
  startOutsideServer,
  TOKEN,
  type OutsideServer,
} from './kit-outside-server';
import { installPackedKit } from './kit-install';

// Issue 29: the kit as a backend team uses it. `npm run contract:pack`'s tarball is installed into an empty
// folder with no network, and its `lotto-contract check` and `fuzz` run against a server of the team's own
// (kit-outside-server.ts: written from the contract alone, encryption really decrypted), some of whose
// operations keep the contract and some drift. Each drift must be named in the JUnit file, nothing raised on
// the faithful operations, the exit code 1. Child processes throughout: this test process's own fetch is
// answered by the in-process fake backend.

let work: string;
let server: OutsideServer;
let installed: string;
let version: string;
const timings: Record<string, number> = {};

/** Runs the installed command the way npx does: the bin the install linked, under this Node. */
const run = (args: string[]) => runFile(join(installed, 'node_modules/.bin/lotto-contract'), args);

function runFile(file: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [file, ...args], {
    cwd: installed,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const access = [
  ...['--token', TOKEN],
  ...['--header', `${GATEWAY.header}: ${GATEWAY.value}`],
  ...['--cookie', COOKIE],
];

/** The `<testcase>` element of an operation in a JUnit file. */
function testcase(junit: string, operationId: string): string {
  const match = new RegExp(`<testcase [^>]*name="${operationId}"[^>]*?(/>|>[\\s\\S]*?</testcase>)`).exec(
    junit,
  );
  return match?.[0] ?? '';
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'lotto-contract-kit-'));
  const kit = installPackedKit(work);
  installed = kit.folder;
  Object.assign(timings, kit.timings);
  const home = join(installed, 'node_modules/lotto-contract');
  version = (JSON.parse(readFileSync(join(home, 'package.json'), 'utf8')) as { version: string }).version;
  server = await startOutsideServer(JSON.parse(readFileSync(join(home, 'contract/contract.json'), 'utf8')));
  // The team's own values: its test player's payment password (no answer of the server holds it).
  writeFileSync(join(installed, 'values.json'), JSON.stringify({ paymentPassword: PAYMENT_PASSWORD }));
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
  console.info(`kit.test.ts timings (ms): ${JSON.stringify(timings)}`);
});

describe('issue 29: the lotto-contract package from its tarball, against a server of a backend team', () => {
  it('installs with nothing to download and says its version, the contract’s', async () => {
    const wps = (
      JSON.parse(
        readFileSync(join(installed, 'node_modules/lotto-contract/contract/contract.json'), 'utf8'),
      ) as {
        wps: { info: { version: string } };
      }
    ).wps.info.version;
    expect(version).toBe(wps);
    const run1 = await run(['--version']);
    // Started by its own path rather than the link npx uses, it says the same and nothing else.
    const direct = await runFile(join(installed, 'node_modules/lotto-contract/bin/lotto-contract.mjs'), [
      '--version',
    ]);
    expect(direct.output).toBe(run1.output);
    expect(run1.output.trim().split('\n')).toHaveLength(1);
    expect(run1.output).toMatch(
      new RegExp(`^lotto-contract ${version.replace(/\./g, '\\.')} \\(contract wps \\S+, lgw \\S+\\)`),
    );
    expect(run1.code).toBe(0);
  });

  it('installs in well under the 60 MB a CI cache allows', () => {
    const bytes = readdirSync(join(installed, 'node_modules'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes / 1e6).toBeLessThanOrEqual(60);
  });

  it('check --writes --allow-missing --junit names every drift, passes the faithful operations and exits 1', async () => {
    const started = Date.now();
    const result = await run([
      ...['check', '--base-url', server.url, ...access],
      ...['--writes', '--allow-missing', '--values', 'values.json', '--junit', 'reports/check.xml'],
    ]);
    timings.check = Date.now() - started;
    timings.tarballToFirstReport = timings.install + timings.check;
    expect(result.code, result.output).toBe(1);
    const junit = readFileSync(join(installed, 'reports/check.xml'), 'utf8');
    for (const [operationId, fields] of Object.entries(PLANTED)) {
      const xml = testcase(junit, operationId);
      expect(xml, `${operationId} in ${junit}`).toContain('<failure');
      for (const field of fields) expect(xml, operationId).toContain(field);
    }
    for (const operationId of FAITHFUL) expect(testcase(junit, operationId), operationId).toMatch(/\/>$/);
    // What a team reads: the field lines, the near name, the real status.
    expect(result.output).toMatch(/sumBalance\s+number\s+string "12345\.67"/);
    expect(result.output).toMatch(
      /totalElements\s+number \(required\)\s+missing; total_elements is there: number 97/,
    );
    expect(result.output).toMatch(/account\s+string\s+null/);
    expect(result.output).toMatch(/todayGames\[0\]\.gameType\s+"DIGIT" \| "JACKPOT"\s+string "SCRATCH"/);
    expect(result.output).toMatch(/\(status\)\s+200\s+202/);
    expect(result.output).toMatch(/\(status\)\s+200\s+409 RECORDS_BUSY: Records are being rebuilt/);
    expect(result.output).toMatch(/status\s+1 \| 2 \| 3 \| 4 \| 5\s+string "PROCESSING"/);
    // A 202 carries the entity: no complaint about an error envelope.
    expect(result.output).not.toContain('(error body)');
    // The writes say what they move, and reached the server with its own ids and the team's values.
    expect(result.output).toContain(
      'WRITE    depositByQr: creates a QR deposit order of ₱500 (no money moves until it is paid)',
    );
    expect(result.output).toContain(
      "WRITE    withdraw: requests a withdrawal of ₱1,500: it leaves the test player's balance for the bank card or e-wallet",
    );
    const withdrawal = server.decrypted
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((b) => 'bankCardId' in b);
    expect(withdrawal).toMatchObject({ bankCardId: CARD_ID, paymentPassword: PAYMENT_PASSWORD });
    expect(testcase(junit, 'depositByQr')).not.toContain('CHANNEL_UNKNOWN');
    expect(CHANNEL_ID).not.toBe(22); // the contract's example channel: the id must come from the server
    // Operations the server does not route are skipped, not failed; writes never called say why.
    expect(testcase(junit, 'getBanks')).toMatch(
      /<skipped message="no such route on the server \(404 NOT_FOUND: No such route\); allowed by --allow-missing"/,
    );
    expect(testcase(junit, 'startPlayBreak')).toContain(
      'never called by --writes: would lock the test player out',
    );
    expect(testcase(junit, 'login')).toContain('not called: --token given');
  }, 60_000);

  it('check --writes counts a refusal the operation declares as a right answer, and says what the server said', async () => {
    // No --values: the contract's example payment password, which the team's server refuses.
    const result = await run([
      ...['check', '--base-url', server.url, ...access, '--writes'],
      ...['--only', 'getRsaKey,getWithdrawAccountInfo,withdraw', '--junit', 'reports/refused.xml'],
    ]);
    expect(result.output).toMatch(
      /PASS\s+withdraw\s+POST\s+\/wps\/v2\/transaction\/withdraw\s+400\s+\d+ ms\s+refused as declared: PAYMENT_PASSWORD_WRONG: Wrong payment password/,
    );
    expect(result.code, result.output).toBe(0);
  });

  it('fuzz --writes --allow-missing --junit names every drift, passes the faithful operations and exits 1', async () => {
    const started = Date.now();
    const result = await run([
      ...['fuzz', '--base-url', server.url, ...access, '--seed', '29'],
      ...['--writes', '--allow-missing', '--values', 'values.json', '--junit', 'reports/fuzz.xml'],
      ...['--json', 'reports/fuzz.json'],
    ]);
    timings.fuzz = Date.now() - started;
    expect(result.code, result.output).toBe(1);
    const junit = readFileSync(join(installed, 'reports/fuzz.xml'), 'utf8');
    for (const [operationId, fields] of Object.entries(PLANTED)) {
      const xml = testcase(junit, operationId);
      expect(xml, `${operationId}:\n${result.output}`).toContain('<failure type="wrong answer"');
      for (const field of fields.filter((f) => f !== '(status)')) expect(xml, operationId).toContain(field);
    }
    expect(testcase(junit, 'getHelpCenter')).toContain('status 202 is not declared');
    expect(testcase(junit, 'getWithdrawRecords')).toContain('a server error (500)');
    // The contract's `default` allows an error to a request, but not to a read's example (what check calls).
    expect(testcase(junit, 'getTransactionRecords')).toContain(
      "a read's example was refused: 409 RECORDS_BUSY: Records are being rebuilt",
    );
    for (const operationId of FAITHFUL)
      expect(testcase(junit, operationId), `${operationId}:\n${result.output}`).toMatch(/\/>$/);
    expect(testcase(junit, 'getBanks')).toContain('allowed by --allow-missing');
    // A path naming a thing the server does not route either: its example's 404 is a missing route.
    expect(testcase(junit, 'removeBankCard')).toContain('allowed by --allow-missing');
    // One line for a route the server lacks, not one per request.
    expect(result.output).toMatch(/MISSING getBanks\s+GET \/wps\/v2\/member\/bankCards\/banks: 404/);
    // The secrets given on the command line stay out of the reports.
    const json = readFileSync(join(installed, 'reports/fuzz.json'), 'utf8');
    for (const report of [junit, json]) {
      expect(report).not.toContain(GATEWAY.value);
      expect(report).not.toContain(COOKIE);
    }
    const operations = (JSON.parse(json) as { operations: { operationId: string; outcome: string }[] })
      .operations;
    const outcome = Object.fromEntries(operations.map((o) => [o.operationId, o.outcome]));
    expect(outcome).toMatchObject({ withdraw: 'wrong', getStatus: 'pass', getBanks: 'missing' });
  }, 90_000);

  it('proxy without Prism installed says how to get it and exits 2', async () => {
    const result = await run(['proxy', server.url, '--port', '0']);
    expect(result.output).toContain('npm install @stoplight/prism-cli@5');
    expect(result.code).toBe(2);
  });

  it('refuses a run without a server to check, with the usage, exit 2', async () => {
    const result = await run(['check', '--token', TOKEN]);
    expect(result.output).toContain('lotto-contract check: Give the server to check: --base-url URL');
    expect(result.output).toContain('Usage: npx lotto-contract check --base-url URL');
    expect(result.code).toBe(2);
  });
});
