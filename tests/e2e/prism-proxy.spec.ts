import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { expect, test } from './fixtures';
import { closeServer, expectNoPrismViolations, routeThroughPrism } from './support/prism-proxy';

// The `prism` project sends the app's contract calls through Stoplight Prism and fails a test on anything it
// reports. This proves the check bites: an answer drifting from the contract (the status's country code a
// number instead of a string, falsified between the fake backend and Prism) is reported with the operation
// and the field, in the words the failing test would print. It runs in the `prism` project, on its proxy: the
// drift is applied for this test only, so the flows before and after it stay clean.

const STATUS = '/wps/system/status';

test.use({ prismDrift: { path: STATUS, field: 'location.countryCode', action: { set: 63 } } });

test.describe('issue 21 item 2: the browser flows through Prism', { tag: '@prism' }, () => {
  test('an answer off the contract fails the test, naming the operation and the field', async ({
    page,
    prismViolations,
  }) => {
    const status = page.waitForResponse((response) => new URL(response.url()).pathname === STATUS);
    await page.goto('/');
    expect((await status).ok(), 'the page still got its answer, through the proxy').toBe(true);

    expect(prismViolations).toContainEqual(
      expect.stringMatching(/^getStatus: response\.body\.location\.countryCode: .+/),
    );
    expect(() => expectNoPrismViolations(prismViolations)).toThrow(
      /getStatus: response\.body\.location\.countryCode/,
    );
    // The drift was made on purpose and has been seen: the end-of-test check would fail the test for it.
    prismViolations.length = 0;
  });
});

test('each call reaches Prism on a connection of its own, so one Prism closed while idle fails no call', async ({
  page,
  context,
  baseURL,
}) => {
  // A stand-in for Prism that behaves as Prism does when a call arrives on a connection it has just closed
  // after 5 idle seconds: it answers the first call on each connection and drops the connection on any later one.
  const answered = new WeakSet<object>();
  const standIn: Server = createServer((req, res) => {
    if (answered.has(req.socket)) return req.socket.destroy();
    answered.add(req.socket);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  // It never closes an idle connection on its own: only the rule above drops one.
  standIn.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const reported: string[] = [];
  const { port } = standIn.address() as AddressInfo;
  const stop = await routeThroughPrism(context, baseURL!, `http://127.0.0.1:${port}`, (line) =>
    reported.push(line),
  );
  try {
    await page.goto('/favicon.svg');
    const statuses = await page.evaluate(async () => {
      const seen: number[] = [];
      for (let call = 0; call < 3; call++)
        seen.push(
          await fetch('/wps/system/status').then(
            (response) => response.status,
            () => 0,
          ),
        );
      return seen;
    });
    expect(statuses, 'every call answered, none dropped').toEqual([200, 200, 200]);
    expect(reported).toEqual([]);
  } finally {
    await stop();
    await closeServer(standIn);
  }
});
