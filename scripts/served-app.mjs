// A production build served by the HTTP fake backend, as the size and speed scripts measure it
// (scripts/size/fetched.mjs, scripts/bench/run.mjs, scripts/bench/boot.mjs).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `mock:server` serving `dir` on `port`; resolves with the server once it answers. */
export async function serveBuild(dir, port) {
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'mock/server.ts', '--static', dir, '--port', String(port)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/v.json`);
  } catch (error) {
    server.kill();
    throw error;
  }
  return server;
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** The newest popup of each execution rule (B before login, A after), as the app remembers a closed one. */
export async function newestPopups(origin) {
  const response = await fetch(`${origin}/wps/relay/MCSFE_getListAnnouncements?platform=M&types=PU`, {
    headers: { Language: 'en', Merchant: 'lottoph' },
  });
  const { popup = [] } = await response.json();
  const newest = (execution) =>
    popup.filter((p) => p.execution === execution).reduce((max, p) => Math.max(max ?? 0, p.id), null);
  return { before: newest('B'), after: newest('A') };
}
