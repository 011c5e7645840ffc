import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs, UsageError } from '../args';
import { freePort, waitForHttp, type RunningBackend } from '../fake-backend';
import { writeReport } from '../junit';
import type { Kit } from '../kit';
import { proxyJunit, startRecorder, type RecordedCall } from '../proxy-recorder';

// proxy: Stoplight Prism in front of a server, validating every request and answer against both specs. By
// default (`--errors`) a violation becomes an error answer, so the app shows it at once instead of limping on;
// `--report-only` lets the server's own answers through and only reports what is wrong. Either way each
// violation is printed with its operation and, with --junit/--json, written to a report.

export const proxyUsage = (
  kit: Kit,
) => `Usage: ${kit.invocation('proxy')} ${kit.fakeBackend ? '[URL]' : 'URL'} [--port 4010] [--host 127.0.0.1] [--report-only] [--junit PATH] [--json PATH]

  URL            the server to put the validator in front of${kit.fakeBackend ? ' (default: start the fake backend)' : ''}
  --port         where the proxy listens (default 4010)
  --host         interface to listen on (default 127.0.0.1; 0.0.0.0 to reach it from a phone)
  --report-only  forward every call and answer unchanged, bad ones included, and only report the violations
                 (default: a bad request gets a 422 and a bad answer a 500 from the proxy)
  --junit PATH   JUnit XML report, one test case per operation the traffic reached, rewritten after every call
  --json PATH    the same as JSON

Then point the app (or your own tests) at it; Ctrl+C stops it, with exit code 1 if it saw a violation.
Needs Stoplight Prism (@stoplight/prism-cli 5) installed beside the kit.`;

export async function proxyCommand(kit: Kit, argv: string[]): Promise<number> {
  const args = parseArgs(argv, {
    options: ['port', 'host', 'junit', 'json'],
    flags: ['help', 'report-only'],
  });
  if (args.flags.has('help')) {
    console.info(proxyUsage(kit));
    return 0;
  }
  if (args.positionals.length > 1) throw new UsageError('Give one server URL');
  const port = Number(args.options.port ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port takes a port number');
  const host = args.options.host ?? '127.0.0.1';
  const reportOnly = args.flags.has('report-only');
  let upstream = args.positionals[0];
  if (upstream && !/^https?:\/\//.test(upstream)) throw new UsageError(`Not an http(s) URL: ${upstream}`);
  if (!upstream && !kit.fakeBackend) throw new UsageError('Give the server to put the validator in front of');
  const prism = kit.prismCli();
  if ('missing' in prism) {
    console.error(`${kit.invocation('proxy')}: ${prism.missing}`);
    return 2;
  }

  let backend: RunningBackend | undefined;
  if (!upstream && kit.fakeBackend) {
    console.info(
      `${kit.invocation('proxy')}: no URL, starting the fake backend (mock/server.ts) behind the proxy…`,
    );
    backend = await kit.fakeBackend();
    upstream = backend.url;
  }
  const dir = mkdtempSync(join(tmpdir(), 'lotto-contract-proxy-'));
  const specFile = join(dir, 'wps-lgw.json');
  writeFileSync(specFile, JSON.stringify(kit.prismDocument()));
  const prismPort = await freePort();
  const child = spawn(
    process.execPath,
    [
      prism.cli,
      'proxy',
      specFile,
      upstream!,
      ...(reportOnly ? [] : ['--errors']),
      ...['--port', String(prismPort), '--host', '127.0.0.1'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let prismLog = '';
  child.stdout.on('data', (chunk: Buffer) => (prismLog += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (prismLog += chunk.toString()));
  const cleanUp = async () => {
    rmSync(dir, { recursive: true, force: true });
    await backend?.stop();
  };
  if (!(await waitForHttp(prismPort, '/v.json', child, 180_000))) {
    console.error(`${kit.invocation('proxy')}: Prism did not start:\n${prismLog.trim()}`);
    child.kill('SIGKILL');
    await cleanUp();
    return 2;
  }

  const calls: RecordedCall[] = [];
  const specs = kit.specs();
  const write = () => {
    if (args.options.junit) writeReport(resolve(args.options.junit), proxyJunit(calls, upstream!));
    if (args.options.json)
      writeReport(
        resolve(args.options.json),
        `${JSON.stringify({ upstream, reportOnly, calls }, null, 2)}\n`,
      );
  };
  write();
  const recorder = await startRecorder({
    port,
    host,
    prismPort,
    operations: specs.operations,
    onCall: (call) => {
      calls.push(call);
      const line = `${call.method} ${call.path} → ${call.status}  ${call.operationId}`;
      if (!call.violations.length) console.info(`  ok         ${line}`);
      else {
        console.info(`  VIOLATION  ${line}`);
        for (const v of call.violations) console.info(`             ${call.operationId}: ${v}`);
      }
      write();
    },
  });
  const address = recorder.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.info(
    `${kit.invocation('proxy')}: validating ${upstream} against ${kit.versions()} ` +
      `(${reportOnly ? 'report only: every answer passes through' : 'errors: a violation becomes a 422 or 500'})`,
  );
  console.info(`${kit.invocation('proxy')}: listening on http://${host}:${listening}; Ctrl+C stops\n`);

  return new Promise<number>((done) => {
    let stopping = false;
    const stop = async (code: number) => {
      if (stopping) return;
      stopping = true;
      recorder.close();
      child.kill('SIGTERM');
      await cleanUp();
      const violations = calls.reduce((n, c) => n + c.violations.length, 0);
      const reports = [args.options.junit, args.options.json]
        .filter((p): p is string => Boolean(p))
        .map((p) => relative(process.cwd(), resolve(p)));
      console.info(
        `\n${calls.length} calls, ${violations} violations${reports.length ? `; reports: ${reports.join(', ')}` : ''}`,
      );
      done(code || (violations ? 1 : 0));
    };
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${kit.invocation('proxy')}: Prism stopped (${code}):\n${prismLog.trim()}`);
        void stop(2);
      }
    });
  });
}
