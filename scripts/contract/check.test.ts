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

  it.concurrent.each([
    {
      drift: 'a removed required field',
      player: 'maria2026',
      rule: ['--path', '/wps/system/status', '--field', 'maintenance', '--remove'],
      operationId: 'getStatus',
      line: { field: 'maintenance', expected: 'boolean (required)', received: 'missing' },
    },
    {
      drift: 'a changed type',
      player: 'pedro2026',
      rule: ['--path', '/wps/v2/wallets/balance', '--field', 'sumBalance', '--set', '"12345.67"'],
      operationId: 'getWalletBalance',
      line: { field: 'sumBalance', expected: 'number', received: 'string "12345.67"' },
    },
    {
      drift: 'an unknown enum value',
      player: 'rosa2026',
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
  ])(
    'fails on $drift, naming exactly $operationId and the field',
    async ({ rule, player, operationId, line }) => {
      const run = await withDriftProxy(backend.url, rule, (url) => runCheck(url, operationId, player));
      expect(run.code).toBe(1);
      expect(
        failed(run).map((r) => ({ operationId: r.operationId, outcome: r.outcome, drifts: r.drifts })),
      ).toEqual([{ operationId, outcome: 'drift', drifts: [line] }]);
      // The CI log names the operation and prints the field, expected and received side by side.
      expect(run.output).toMatch(new RegExp(`DRIFT\\s+${operationId}\\s`));
      expect(run.output).toMatch(
        new RegExp(
          `${escapeRegExp(line.field)}\\s+${escapeRegExp(line.expected)}\\s+${escapeRegExp(line.received)}`,
        ),
      );
      expect(run.junit.match(/<failure/g)).toHaveLength(1);
      expect(run.junit).toMatch(new RegExp(`name="${operationId}"[^>]*>\\s*<failure type="drift"`));
    },
    40_000,
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
