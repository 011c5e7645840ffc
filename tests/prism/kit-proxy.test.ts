import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COOKIE,
  GATEWAY,
  startOutsideServer,
  TOKEN,
  type OutsideServer,
} from '../../scripts/contract/kit-outside-server';
import { installPackedKit, type InstalledKit } from '../../scripts/contract/kit-install';
import { rawRequest } from '../../scripts/contract/lib/raw-http';
import { root } from '../../scripts/contract/lib/paths';
import { loadBundled } from '../../scripts/contract/lib/spec';
import { choosePort } from '../../scripts/ports.mjs';

// Issue 29 item 5: `lotto-contract proxy` from the packed tarball, installed with Prism beside it as a team
// would (`npm install @stoplight/prism-cli@5`; here the project's own copy is linked in, with no network), in
// front of a server of a backend team's own (scripts/contract/kit-outside-server.ts). In the
// contract:prism stage because it starts Prism (once: how an --errors answer's list is read is
// scripts/contract/kit-parts.test.ts's). Requests go over bare sockets: this process's fetch is answered by
// the in-process fake backend.

let server: OutsideServer;
let kit: InstalledKit;
const work = mkdtempSync(join(tmpdir(), 'kit-proxy-'));
const headers = { [GATEWAY.header]: GATEWAY.value, Cookie: COOKIE, Authorization: `Bearer ${TOKEN}` };

beforeAll(async () => {
  kit = installPackedKit(work);
  mkdirSync(join(kit.folder, 'node_modules/@stoplight'), { recursive: true });
  symlinkSync(
    join(root, 'node_modules/@stoplight/prism-cli'),
    join(kit.folder, 'node_modules/@stoplight/prism-cli'),
    'dir',
  );
  server = await startOutsideServer({ wps: loadBundled('wps')!, lgw: loadBundled('lgw')! });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Starts the proxy, sends `targets` through it, stops it with SIGINT: what it printed, its exit code, its JUnit. */
async function throughProxy(mode: string[], targets: string[]) {
  const port = await choosePort();
  const junit = join(work, `${mode.join('') || 'errors'}.xml`);
  const child = spawn(
    process.execPath,
    [kit.bin, 'proxy', server.url, '--port', String(port), ...mode, '--junit', junit],
    { cwd: kit.folder, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.on('exit', () => reject(new Error(`the proxy stopped:\n${output}`)));
  });
  await listening;
  const answers = [];
  for (const target of targets) answers.push(await rawRequest(port, target, { headers }));
  const code = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.kill('SIGINT');
  return { answers, code: await code, output, junit: readFileSync(junit, 'utf8') };
}

describe('issue 29 item 5: the proxy in front of an outside server', () => {
  it('--report-only passes every answer through, prints each violation with its operation, writes JUnit, exits 1', async () => {
    const run = await throughProxy(
      ['--report-only'],
      ['/wps/system/status?device=MOBILE', '/wps/v2/wallets/balance', '/wps/system/status?device=PHONE'],
    );
    // The server's own answers, the drifting one and the refusal of a bad request included.
    expect(run.answers.map((a) => a.status)).toEqual([200, 200, 400]);
    // Each answer ends its exchange: the proxy's own connection to Prism is not the client's (it once held
    // every HTTP/1.0 client 5 s past its answer with Prism's Connection: keep-alive).
    expect(run.answers.map((a) => a.headers.connection)).toEqual(['close', 'close', 'close']);
    expect(JSON.parse(run.answers[1].body)).toMatchObject({ sumBalance: '12345.67' });
    expect(run.output).toMatch(/ok\s+GET \/wps\/system\/status → 200\s+getStatus/);
    expect(run.output).toMatch(/VIOLATION\s+GET \/wps\/v2\/wallets\/balance → 200\s+getWalletBalance/);
    expect(run.output).toMatch(/getWalletBalance: response\.body\.sumBalance: .*must be number/);
    expect(run.output).toMatch(/getStatus: request\.query\.device: .*allowed values/);
    expect(run.output).toContain('3 calls, 2 violations');
    expect(run.code).toBe(1);
    expect(run.junit).toMatch(
      /name="getWalletBalance" time="0">\s*<failure type="violation" message="1 violations; first: GET \/wps\/v2\/wallets\/balance → 200: response\.body\.sumBalance/,
    );
    expect(run.junit).toContain('tests="2" failures="2"');
  }, 60_000);
});
