// Which ports a run listens on. A run only ever talks to servers it started itself: it asks the operating
// system for free ports (port 0), or, when a port is pinned (E2E_PORT, SIZE_PORT, …), refuses at once if
// anything already listens there. Reusing whatever answered on a fixed port let one clone's test run reset and
// test another clone's fake backend, built from other code, while that run's tests were in flight.
//
// `node scripts/ports.mjs <count> [<first pinned port>]` prints the chosen ports as JSON, or says which pinned
// port is taken and exits 1: Playwright's config is synchronous, so it asks through this (tests/e2e/support/servers.ts).
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Listens on `port` (0: any free one) on loopback; resolves with the server, or null when the port is taken. */
function hold(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    probe.listen(port, '127.0.0.1', () => resolve(probe));
  });
}

/**
 * `count` ports: `first`, `first + 1`, … when pinned, else free ones the system picks. All are held at once
 * while they are chosen, so the picks differ. Throws, naming the port and the way out, when a pinned one is taken.
 */
export async function choosePorts(count, { first, variable = 'the port variable' } = {}) {
  const wanted = Array.from({ length: count }, (_, index) => (first ? first + index : 0));
  const held = await Promise.all(wanted.map(hold));
  try {
    const taken = wanted.filter((_, index) => held[index] === null);
    if (taken.length > 0)
      throw new Error(
        `port ${taken.join(', ')} is already in use by another process (another test run, a dev server?). ` +
          `A run never uses a server it did not start. Unset ${variable} to let the run pick free ports, ` +
          `or pin another one.`,
      );
    return held.map((server) => server.address().port);
  } finally {
    await Promise.all(held.map((server) => server && new Promise((resolve) => server.close(resolve))));
  }
}

/** One free port (or the pinned `first`, refused when taken). */
export async function choosePort(options) {
  const [port] = await choosePorts(1, options);
  return port;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [count, first, variable] = process.argv.slice(2);
  try {
    console.log(JSON.stringify(await choosePorts(Number(count), { first: Number(first) || 0, variable })));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
