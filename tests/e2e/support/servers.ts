// Where the browser tests' fake backends listen. Every Playwright worker gets a mock:server of its own (its own
// port, its own @msw/data world, clock and scenarios), so tests running side by side can never see each
// other's players, money or switches. playwright.config.ts starts one server per worker; the `baseURL`
// fixture (tests/e2e/fixtures.ts) points each worker's pages and API calls at its own.

/** How many workers (and so fake backends) run; `E2E_WORKERS` overrides the default of one per core. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The first worker's port; `E2E_PORT` moves the whole range, so two runs side by side never share one. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4310);

/** The production build the servers serve: `dist`, built once per `npm test` for the size budget and these tests. */
export const E2E_DIST = process.env.E2E_DIST ?? 'dist';

export const serverOrigin = (parallelIndex: number) => `http://127.0.0.1:${E2E_BASE_PORT + parallelIndex}`;
