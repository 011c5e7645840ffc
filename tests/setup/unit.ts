import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { configureApi } from '@/api/config';
import { server } from '@mock/node';
import { resetWorld } from '@mock/db/world';
import { startFresh } from '@/testing/fresh-start';

// Every unit test runs against the fake backend in process. A call with no handler fails the test loudly
// instead of reaching a network that is not there.
// Node's fetch has no page to resolve relative URLs against: unit tests talk to an absolute origin.
configureApi({ baseUrl: 'http://lotto.test', appBaseUrl: 'http://lotto.test', merchant: 'lottoph' });

// A screen test waits for what the player would see (findBy…, waitFor) up to testing-library's 1 s by default:
// a whole app's first render on a two-core machine with other work on it takes longer (the login screen failed
// to show within 1 s beside a browser run). The wait still ends the moment the element is there; the test's
// own limit (vite.config.ts) leaves room for it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
// vitest's own vi.waitFor gives up after 1 s unless told otherwise: the same wait as testing-library's, for
// the same reason (home's balance refresh, a recall, 250 ms and a read, missed 1 s beside a browser run). A test
// that names its own limit keeps it.
const waitFor = vi.waitFor;
vi.waitFor = (callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: 5_000, ...options });

beforeAll(() => {
  // Files share their worker's modules (vite.config.ts): each starts from a fresh app's state.
  startFresh();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(async () => {
  server.resetHandlers();
  await resetWorld();
});
afterAll(() => server.close());
