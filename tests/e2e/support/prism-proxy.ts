import { expect, type BrowserContext, type Route } from '@playwright/test';
import type { Server } from 'node:http';
import { startDriftProxy, type DriftRule } from '../../../scripts/contract/lib/drift-proxy';
import { freePort } from '../../../scripts/contract/lib/fake-backend';
import { startPrismProxy } from '../../../scripts/contract/lib/prism';
import { violationLines } from '../../../scripts/contract/lib/prism-violations';
import { operations } from '../../../src/api/generated/operations';

// The browser suite's flows through Stoplight Prism (issue 21, item 2): the `prism` project starts, per
// worker, the same validating proxy `npm run contract:prism` uses, in front of that worker's fake backend, and
// every contract call the app makes is sent through it (route.fetch), so a validator no one here wrote checks
// real traffic: logins and withdrawals encrypted as they travel, lists, money. Whatever it reports in the
// `sl-violations` header fails the test as `operationId: location: message`.

export type { DriftRule };

export interface PrismInFront {
  url: string;
  /**
   * The answers falsified between the fake backend and Prism, read on every call: a test adds a rule for its
   * own run (the `prismDrift` option), so the flows before and after it stay clean.
   */
  drift: DriftRule[];
  stop: () => Promise<void>;
}

export const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Prism in front of `upstream`, through the contract tools' drift proxy: with a rule in `drift`, one field of
 * one answer is falsified before Prism sees it, so a test can prove what a drifting server would do to a run.
 */
export async function startPrismInFront(upstream: string): Promise<PrismInFront> {
  const drift: DriftRule[] = [];
  const driftPort = await freePort();
  const driftServer = await startDriftProxy(upstream, drift, driftPort);
  const target = `http://127.0.0.1:${driftPort}`;
  try {
    const prism = await startPrismProxy(target);
    return {
      url: prism.url,
      drift,
      stop: async () => {
        await prism.stop();
        await closeServer(driftServer);
      },
    };
  } catch (error) {
    await closeServer(driftServer);
    throw error;
  }
}

/** Where the contract's calls live: the APIs' path roots (/wps, /lgw) and the app files it describes (/v.json). */
const CONTRACT_ROOTS = [
  ...new Set(operations.map((op) => (op.appFile ? op.path : `/${op.path.split('/')[1]}`))),
];
const isContractCall = (url: URL) =>
  CONTRACT_ROOTS.some((root) => url.pathname === root || url.pathname.startsWith(`${root}/`));

/**
 * Sends the page's contract calls to `appOrigin` through the proxy instead, reporting every violation it
 * names. Resolves to a function that stops routing; calls still on their way then end quietly.
 */
export async function routeThroughPrism(
  context: BrowserContext,
  appOrigin: string,
  proxyUrl: string,
  report: (line: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  const handler = async (route: Route) => {
    const request = route.request();
    // A picture upload goes straight to the fake backend: Prism reads every body as UTF-8 text and forwards
    // that text, so the picture would arrive with its bytes replaced (stoplightio/prism#1321, #2349) and the
    // upload would fail for a reason that is Prism's. `npm run contract:prism` still has Prism check both
    // upload operations (on the fake backend's refusal of the mangled picture).
    if (/^multipart\//i.test((await request.headerValue('content-type')) ?? '')) return route.fallback();
    const url = new URL(request.url());
    let response;
    try {
      // Redirects reach the page as they are, as they would without the proxy. Each call on a connection of
      // its own: Playwright keeps connections open between calls, Prism closes one after 5 idle seconds, and a
      // call sent on it just then got "socket hang up" (seen on a busy machine between two screens). The
      // headers are the ones route.fetch sends by default, plus that one.
      response = await route.fetch({
        url: `${proxyUrl}${url.pathname}${url.search}`,
        maxRedirects: 0,
        headers: { ...request.headers(), connection: 'close' },
      });
    } catch (error) {
      if (!stopped)
        report(`${request.method()} ${url.pathname}: Prism did not answer: ${(error as Error).message}`);
      return route.abort().catch(() => undefined);
    }
    const header = response.headers()['sl-violations'];
    if (header) for (const line of violationLines(request.method(), url.pathname, header)) report(line);
    // The page may have moved on while the call was out; then nobody is waiting for the answer.
    await route.fulfill({ response }).catch(() => undefined);
  };
  const matcher = (url: URL) => url.origin === appOrigin && isContractCall(url);
  await context.route(matcher, handler);
  return async () => {
    stopped = true;
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

/** The end of every test in the `prism` project: anything Prism found fails it, one line per violation. */
export function expectNoPrismViolations(lines: readonly string[]): void {
  expect(
    lines,
    'Stoplight Prism found the traffic off the contract (operationId: location: message)',
  ).toEqual([]);
}
