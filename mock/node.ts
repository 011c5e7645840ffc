import { setupServer } from 'msw/node';
import { world } from './db/world';
import { handlers } from './handlers';
import { decryptKeysWith } from './lib/crypto';
import { nodeRsaKeyDecrypter } from './lib/rsa-node';

// The fake backend for vitest: the same handlers, in process. Tests add their own with server.use().
decryptKeysWith(nodeRsaKeyDecrypter);
export const server = setupServer(...handlers);

// Seed while the test file is still loading, so the first request of the first test does not pay for it.
void world();
