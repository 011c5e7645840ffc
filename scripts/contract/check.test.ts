import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, withDriftProxy } from './lib/cli-run';
import { startFakeBackend, type RunningBackend } from './lib/fake-backend';
import type { OperationResult } from './lib/run-check';

// The proof that contract:check catches drift: the real HTTP fake backend, a proxy that falsifies exactly one
// field of one answer, and the real command line. Everything runs in child processes because this test
// process has the in-process fake backend (MSW) intercepting its own fetch calls.

let backend: RunningBackend;
const work = mkdtempSync(join(tmpdir(), 'contract-check-test-'));

beforeAll(async () => {
  backend = await startFakeBackend();
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(work, { recursive: true, force: true });
});

interface CheckRun {
  code: number | null;
  output: string;
  results: OperationResult[];
  junit: string;
}

// Each run logs its own seeded player in: a second login of the same player would end the first one's session.
function runCheck(baseUrl: string, name: string, player: string): Promise<CheckRun> {
  const json = join(work, `${name}.json`);
  const junit = join(work, `${name}.xml`);
  const args = ['--base-url', baseUrl, '--username', player, '--password', 'Lotto2026'];
  return runScript('scripts/contract/check.ts', [...args, '--json', json, '--junit', junit]).then((run) => ({
    ...run,
    results: (JSON.parse(readFileSync(json, 'utf8')) as { results: OperationResult[] }).results,
    junit: readFileSync(junit, 'utf8'),
  }));
}

const failed = (run: CheckRun) => run.results.filter((r) => !['pass', 'skipped'].includes(r.outcome));

describe('contract:check against the HTTP fake backend', () => {
  it('passes with no drift, after the scripted login flow', async () => {
    const run = await runCheck(backend.url, 'clean', 'juan2026');
    expect(failed(run), run.output).toEqual([]);
    expect(run.code).toBe(0);
    const called = run.results.filter((r) => r.outcome === 'pass').map((r) => r.operationId);
    expect(called).toEqual(expect.arrayContaining(['login', 'getMemberInfo', 'getWalletBalance', 'logout']));
    expect(called).toEqual(
      expect.arrayContaining(['getTransactionRecords', 'getDepositRecords', 'getWithdrawRecords']),
    );
    expect(run.junit).not.toContain('<failure');
  }, 40_000);

  // Three drifts at once, each a different kind on a different call: one run proves the check reports each one
  // under exactly its own operation and field and passes the rest (a run and a proxy each cost seconds of CPU).
  const DRIFTS = [
    {
      drift: 'a removed required field',
      rule: ['--path', '/wps/system/status', '--field', 'maintenance', '--remove'],
      operationId: 'getStatus',
      line: { field: 'maintenance', expected: 'boolean (required)', received: 'missing' },
    },
    {
      drift: 'a changed type',
      rule: ['--path', '/wps/v2/wallets/balance', '--field', 'sumBalance', '--set', '"12345.67"'],
      operationId: 'getWalletBalance',
      line: { field: 'sumBalance', expected: 'number', received: 'string "12345.67"' },
    },
    {
      drift: 'an unknown enum value',
      rule: [
        '--path',
        '/lgw/pl/numeros/today_games',
        '--field',
        'todayGames[0].gameType',
        '--set',
        '"SCRATCH"',
      ],
      operationId: 'getTodayGames',
      line: {
        field: 'todayGames[0].gameType',
        expected: '"DIGIT" | "JACKPOT"',
        received: 'string "SCRATCH"',
      },
    },
  ];

  it(`fails on ${DRIFTS.map((d) => d.drift).join(', ')}, naming exactly each operation and its field`, async () => {
    const run = await withDriftProxy(
      backend.url,
      DRIFTS.flatMap((d) => d.rule),
      (url) => runCheck(url, 'drifts', 'maria2026'),
    );
    expect(run.code).toBe(1);
    const byOperation = (a: { operationId: string }, b: { operationId: string }) =>
      a.operationId.localeCompare(b.operationId);
    expect(
      failed(run)
        .map((r) => ({ operationId: r.operationId, outcome: r.outcome, drifts: r.drifts }))
        .sort(byOperation),
    ).toEqual(
      DRIFTS.map(({ operationId, line }) => ({ operationId, outcome: 'drift', drifts: [line] })).sort(
        byOperation,
      ),
    );
    for (const { operationId, line } of DRIFTS) {
      // The CI log names the operation and prints the field, expected and received side by side.
      expect(run.output).toMatch(new RegExp(`DRIFT\\s+${operationId}\\s`));
      expect(run.output).toMatch(
        new RegExp(
          `${escapeRegExp(line.field)}\\s+${escapeRegExp(line.expected)}\\s+${escapeRegExp(line.received)}`,
        ),
      );
      expect(run.junit).toMatch(new RegExp(`name="${operationId}"[^>]*>\\s*<failure type="drift"`));
    }
    expect(run.junit.match(/<failure/g)).toHaveLength(DRIFTS.length);
  }, 40_000);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
