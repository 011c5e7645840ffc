import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { E2E_DIST } from './support/servers';

// Every worker's fake backend is one this run started, serving this checkout's build: its /v.json is the one
// in the build folder (a build id carries the build's time). A server another run left on the port would
// answer another build's (scripts/own-servers.test.ts proves a run never picks such a port).
test("this worker's fake backend serves this checkout's build", async ({ request }) => {
  const built = JSON.parse(readFileSync(join(E2E_DIST, 'v.json'), 'utf8')) as unknown;
  const served = await request.get('/v.json');
  expect(served.ok()).toBe(true);
  expect(await served.json()).toEqual(built);
});
