import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Where the browser tests' fake backends listen. Every Playwright worker gets a mock:server of its own (its own
// port, its own @msw/data world, clock and scenarios), so tests running side by side can never see each
// other's players, money or switches. playwright.config.ts starts one server per worker; the `baseURL`
// fixture (tests/e2e/fixtures.ts) points each worker's pages and API calls at its own.
//
// The ports are free ones the system picks (scripts/ports.mjs), chosen once, in Playwright's main process, and
// handed to its workers (which load the config again) through E2E_PORTS_CHOSEN. So two runs on one machine
// never share a server, and a run never tests, resets or measures a server it did not start. E2E_PORT pins the
// first one; a pinned port that something already listens on stops the run at once, saying so.

/** How many workers (and so fake backends) run; `E2E_WORKERS` overrides the default of one per core. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The production build the servers serve: `dist`, built once per `npm test` for the size budget and these tests. */
export const E2E_DIST = process.env.E2E_DIST ?? 'dist';

/** The next deployment of that build (scripts/build/next-build.mjs), served once a test calls /__mock/deploy. */
export const E2E_DIST_NEXT = process.env.E2E_DIST_NEXT ?? 'dist-e2e-next';

function choosePorts(): number[] {
  const chosen = process.env.E2E_PORTS_CHOSEN;
  if (chosen) return chosen.split(',').map(Number);
  // Playwright reads its config synchronously: the ports are chosen by a short child process.
  const script = fileURLToPath(new URL('../../../scripts/ports.mjs', import.meta.url));
  const pinned = process.env.E2E_PORT ?? '0';
  let output: string;
  try {
    output = execFileSync(process.execPath, [script, String(E2E_WORKERS), pinned, 'E2E_PORT'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const said = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Browser tests: ${said || String(error)}`);
  }
  const ports = JSON.parse(output) as number[];
  process.env.E2E_PORTS_CHOSEN = ports.join(',');
  return ports;
}

/** One port per worker, the same in the main process and every worker. */
export const E2E_PORTS = choosePorts();

export const serverOrigin = (parallelIndex: number) => `http://127.0.0.1:${E2E_PORTS[parallelIndex]}`;
