import { spawn } from 'node:child_process';
import { parseArgs, UsageError } from './lib/args';
import { startFakeBackend, type RunningBackend } from './lib/fake-backend';
import { prismArgv, writePrismContract } from './lib/prism';
import { ensureGenerated } from './lib/schemas';

// contract:proxy: Prism in front of a real backend, validating every request and answer against both specs
// (`--errors`: a violation becomes an error answer, so the app shows it at once instead of limping on).

const USAGE = `Usage: npm run contract:proxy -- [URL] [--port 4010] [--host 127.0.0.1]

  URL     the backend to put the validator in front of (default: start the fake backend)
  --port  where the proxy listens (default 4010)
  --host  interface to listen on (default 127.0.0.1; 0.0.0.0 to reach it from a phone)

Then build or run the app against it:
  VITE_API_BASE_URL=http://localhost:4010 npm run build     (static build in dist/)
  VITE_API_BASE_URL=http://localhost:4010 npx vite           (dev server, no fake backend)`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), { options: ['port', 'host'], flags: ['help'] });
  if (args.flags.has('help')) return console.info(USAGE);
  if (args.positionals.length > 1) throw new UsageError('Give one backend URL');
  const port = args.options.port ?? '4010';
  const host = args.options.host ?? '127.0.0.1';

  let backend: RunningBackend | undefined;
  let upstream = args.positionals[0];
  if (upstream && !/^https?:\/\//.test(upstream)) throw new UsageError(`Not an http(s) URL: ${upstream}`);
  if (!upstream) {
    console.info('contract:proxy: no URL, starting the fake backend (mock/server.ts) behind the proxy…');
    // The fake backend validates with the generated schemas: a fresh clone has none yet.
    ensureGenerated();
    backend = await startFakeBackend();
    upstream = backend.url;
  }

  const { specFile, remove } = writePrismContract('lotto-contract-proxy-');
  console.info(`contract:proxy: validating ${upstream} against wps + lgw (combined spec ${specFile})`);
  console.info(
    `contract:proxy: point the app at http://localhost:${port} (VITE_API_BASE_URL), Ctrl+C stops\n`,
  );

  const prism = spawn(
    process.execPath,
    prismArgv(['proxy', specFile, upstream, '--errors', '--port', port, '--host', host]),
    { stdio: 'inherit' },
  );
  const cleanUp = async () => {
    remove();
    await backend?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => prism.kill(signal));
  prism.on('exit', (code, signal) => {
    void cleanUp().then(() => process.exit(code ?? (signal ? 0 : 1)));
  });
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`contract:proxy: ${error.message}\n\n${USAGE}`);
  else console.error('contract:proxy could not start:', error instanceof Error ? error.message : error);
  process.exit(2);
});
