import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, withDriftProxy } from './lib/cli-run';
import { startFakeBackend, type RunningBackend } from './lib/fake-backend';

// contract:fuzz as a backend team runs it: the real command line against an HTTP server, read-only unless told
// otherwise, and a server that answers one field wrong (the drift proxy in front of the fake backend) failing
// the run with the operation, the request and the answer. Child processes, because this test process's own
// fetch is answered by the in-process fake backend.

const fuzz = (args: string[]) => runScript('scripts/contract/fuzz.ts', args);

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startFakeBackend();
}, 60_000);
afterAll(() => backend?.stop());

describe('issue 21 item 3: contract:fuzz against a server', () => {
  it('fuzzes only the reads of a --base-url, logged in as the test player, and passes a server that keeps the contract', async () => {
    const run = await fuzz([
      ...['--base-url', backend.url, '--username', 'pedro2026', '--password', 'Lotto2026'],
      ...['--only', 'getStatus,getWalletBalance,withdraw', '--runs', '2', '--seed', '5'],
    ]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('(seed 5, 2 valid and 2 invalid requests per operation, read-only)');
    expect(run.output).toMatch(/ok\s+getStatus\s+GET \/wps\/system\/status: 5 requests/);
    expect(run.output).toMatch(/ok\s+getWalletBalance\s+GET \/wps\/v2\/wallets\/balance: 5 requests/);
    expect(run.output).toContain('skipped withdraw: changes server state (POST): --writes to include it');
    expect(run.output).toContain('Ledger: ok (every balance equals the sum of its ledger entries)');
    expect(run.output).toContain('2 operations, 10 requests: 0 wrong answers');
  }, 60_000);

  it('prints a wrong answer with the operation, the request and the answer, and exits 1', async () => {
    const run = await withDriftProxy(
      backend.url,
      ['--path', '/wps/system/status', '--field', 'maintenance', '--remove'],
      (url) => fuzz(['--base-url', url, '--only', 'getStatus', '--runs', '1', '--seed', '5']),
    );
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/FAIL\s+getStatus/);
    expect(run.output).toContain('getStatus: a valid request (its example)');
    expect(run.output).toMatch(/ {2}request: {2}GET \/wps\/system\/status\?device=(WEB|MOBILE)\n/);
    expect(run.output).toMatch(/ {2}answer: {3}200 \{"regionRestriction"/);
    expect(run.output).toContain(
      '  wrong:    the answer does not match the contract: maintenance: expected boolean (required), got missing',
    );
    // Both valid requests got the changed answer; the invalid one still got its 400.
    expect(run.output).toContain('3 requests: 2 wrong answers,');
    expect(run.output).toMatch(
      /Replay: npm run contract:fuzz -- --seed 5 --runs 1 --only getStatus --base-url http/,
    );
  }, 60_000);
});
