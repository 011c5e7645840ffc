import { setupServer } from 'msw/node';
import { handlers } from './handlers';

// The fake backend for vitest: the same handlers, in process. Tests add their own with server.use().
export const server = setupServer(...handlers);
