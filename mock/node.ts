import { setupServer } from 'msw/node';
import { world } from './db/world';
import { handlers } from './handlers';

// The fake backend for vitest: the same handlers, in process. Tests add their own with server.use().
export const server = setupServer(...handlers);

// Seed while the test file is still loading, so the first request of the first test does not pay for it.
void world();
