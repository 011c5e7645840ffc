// A production build served by the HTTP fake backend, as the size and speed scripts measure it
// (scripts/size/fetched.mjs, scripts/bench/run.mjs, scripts/bench/boot.mjs).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts `mock:server` serving `dir` on `port`; resolves with the server once it answers. `from`: the checkout
 * whose fake backend serves it (default this one; a build of an older commit can be served by its own).
 */
export async function serveBuild(dir, port, { from = root } = {}) {
  const server = spawn(
    process.execPath,
    [join(from, 'node_modules/tsx/dist/cli.mjs'), 'mock/server.ts', '--static', dir, '--port', String(port)],
    { cwd: from, stdio: ['ignore', 'ignore', 'inherit'] },
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

/** The popups on offer before login (B) and after (A, and F on a first login), as the app remembers closed ones. */
export async function popupsOnOffer(origin) {
  const response = await fetch(`${origin}/wps/relay/MCSFE_getListAnnouncements?platform=M&types=PU`, {
    headers: { Language: 'en', Merchant: 'lottoph' },
  });
  const { popup = [] } = await response.json();
  const ids = (executions) => popup.filter((p) => executions.includes(p.execution)).map((p) => p.id);
  return { before: ids(['B']), after: ids(['A', 'F']) };
}

/**
 * Stores `closed` (popupsOnOffer) as closed today, the page's own Manila day (src/state/popups.ts). Runs in the
 * page: passed to addInitScript or evaluate.
 */
export function closePopupsToday(closed) {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  for (const phase of ['before', 'after'])
    localStorage.setItem(
      `lotto.popup.closed.${phase}`,
      JSON.stringify({ day, ids: closed[phase], allDay: false }),
    );
}
