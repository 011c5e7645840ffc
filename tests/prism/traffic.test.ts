import { createServer, type Server } from 'node:http';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '@mock/handlers';
import { answerWith, notFound, send } from '@mock/lib/node-http';
import { server } from '@mock/node';
import { apiConfig, configureApi } from '@/api/config';
import { apiRequest } from '@/api/http';
import { operations } from '@/api/generated/operations';
import { describeViolations, operationOf, type Violation } from '../../scripts/contract/lib/prism-violations';
import { deref, loadSpecs, type JsonObject } from '../../scripts/contract/lib/spec';
import { runExample } from '../contract/examples';
import { logOutLocally } from '../contract/support';

// Stoplight Prism, a validator no one here wrote, between the app's own pipeline and the fake backend
// (`npm run contract:prism` starts it and runs this file): every operation's example request goes out through
// the proxy, which checks the request and the answer against both contracts and reports what it finds in the
// `sl-violations` header. The fake backend answers on a real socket from this process, so the examples' set-up
// (an SMS code read from the fake gateway, an open order) works on the same world the calls reach.

const PROXY = process.env.PRISM_URL;
const UPSTREAM_PORT = Number(process.env.PRISM_UPSTREAM_PORT);
if (!PROXY || !UPSTREAM_PORT)
  throw new Error('Run this file with `npm run contract:prism`: it starts Prism and passes its address');

/**
 * Operations whose request carries a file. Prism reads every body as UTF-8 text and forwards that text, so a
 * picture arrives with its bytes replaced (stoplightio/prism#1321, #2349) and the fake backend refuses it as
 * not a picture. Prism's verdict on the request and on that refusal is still checked.
 */
const specs = loadSpecs();
const carriesFile = new Set(
  specs.operations
    .filter((entry) => {
      const body = deref<JsonObject>(specs.docs[entry.api], entry.op.requestBody ?? {});
      return 'multipart/form-data' in ((body.content ?? {}) as JsonObject);
    })
    .map((entry) => entry.op.operationId),
);

/**
 * Waits until Prism, started beside this run (scripts/contract/prism.ts), answers: it does once it has read both
 * contracts, seconds after its start; the run that started it stops it (and this run) if it never does.
 */
async function prismAnswers(): Promise<void> {
  server.use(http.all(`${PROXY}/*`, () => passthrough()));
  try {
    for (;;) {
      try {
        await fetch(`${PROXY}/v.json`);
        return;
      } catch {
        // Not listening yet.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    server.resetHandlers();
  }
}

let upstream: Server;
let seen: string[] = [];
let reports: string[] = [];
const calledOperations = new Set<string>();
const savedConfig = { ...apiConfig };

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const origin = `http://127.0.0.1:${UPSTREAM_PORT}`;
    void answerWith(handlers, req, res, { origin }).then((answered) => {
      if (!answered) return send(res, notFound(req));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', resolve));
  await prismAnswers();
  configureApi({ baseUrl: PROXY, appBaseUrl: PROXY });
  // Prism's verdict on every exchange that went through it.
  server.events.on('response:bypass', ({ request, response }) => {
    const url = new URL(request.url);
    if (url.origin !== new URL(PROXY).origin) return;
    const header = response.headers.get('sl-violations');
    const op = operationOf(request.method, url.pathname);
    if (op) calledOperations.add(op.operationId);
    seen.push(`${request.method} ${url.pathname} ${response.status}`);
    if (header)
      reports.push(...describeViolations(request.method, url.pathname, JSON.parse(header) as Violation[]));
  });
  // Prism's start, on a loaded machine, outlasts a hook's usual limit; scripts/contract/prism.ts gives up on
  // it after three minutes.
}, 180_000);

beforeEach(() => {
  // The in-process fake backend answers every other fetch; calls to the proxy go out on the network.
  server.use(http.all(`${PROXY}/*`, () => passthrough()));
  seen = [];
  reports = [];
  return () => logOutLocally();
});

afterAll(async () => {
  server.events.removeAllListeners();
  configureApi(savedConfig);
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('Prism finds nothing to say about our traffic', () => {
  it.each(operations.map((op) => [`${op.operationId} (${op.method} ${op.path})`, op] as const))(
    '%s',
    async (_name, op) => {
      if (carriesFile.has(op.operationId))
        await expect(runExample(op)).rejects.toMatchObject({ status: 400, message: /picture/ });
      else await runExample(op);
      expect(seen.length, 'the calls went through the proxy').toBeGreaterThan(0);
      expect(reports).toEqual([]);
    },
  );

  it('would name the operation, the field and the reason of anything Prism finds', async () => {
    // A request the contract forbids (the device is one of MOBILE, WEB): Prism says so, and so does this check.
    const refused = apiRequest(
      { url: '/wps/system/status', method: 'GET', params: { device: 'TOASTER' } },
      { silent: true },
    );
    await expect(refused).rejects.toMatchObject({ status: 400 });
    expect(reports).toEqual([expect.stringMatching(/^getStatus: request\.query\.device: .+/)]);
  });

  it('knows which operations carry a file (their bytes do not survive Prism)', () => {
    expect([...carriesFile].sort()).toEqual(['uploadDepositImage', 'uploadIdImage']);
  });

  it('sent at least one call of every operation through the proxy', () => {
    expect(
      operations.filter((op) => !calledOperations.has(op.operationId)).map((op) => op.operationId),
    ).toEqual([]);
  });
});
