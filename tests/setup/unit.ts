import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApi } from '@/api/config';
import { server } from '@mock/node';
import { resetWorld } from '@mock/db/world';
import { startFresh } from '@/testing/fresh-start';

// Every unit test runs against the fake backend in process. A call with no handler fails the test loudly
// instead of reaching a network that is not there.
// Node's fetch has no page to resolve relative URLs against: unit tests talk to an absolute origin.
configureApi({ baseUrl: 'http://lotto.test', appBaseUrl: 'http://lotto.test', merchant: 'lottoph' });

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
