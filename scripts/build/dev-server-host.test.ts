import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` serves the fake backend in the page: whoever reaches the dev server can sign in as the seeded
// players. Like mock:server, it listens on this machine only unless asked (`npm start -- --host`).

const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
let server: ViteDevServer | undefined;

/** The dev server of vite.config.ts as `npm start` starts it (any free port), and the address it listens on. */
async function listen(cli: { host?: string | boolean } = {}): Promise<string> {
  server = await createServer({
    configFile,
    mode: 'mock',
    logLevel: 'silent',
    // Nothing is requested here: no dependency scan either.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { port: 0, ...cli },
  });
  await server.listen();
  return (server.httpServer!.address() as AddressInfo).address;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('npm start', () => {
  it('listens on the loopback interface only', async () => {
    expect(['127.0.0.1', '::1']).toContain(await listen());
  });

  it('listens on every interface with --host', async () => {
    expect(['0.0.0.0', '::']).toContain(await listen({ host: true }));
  });
});
