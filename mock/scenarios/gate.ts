import { delay, http, HttpResponse } from 'msw';
import { operations } from '../../src/api/generated/operations';
import { settings } from '../db/settings';
import { fail } from '../lib/respond';
import { holdSlowCall, scenarioState, type Fault } from './state';

// The first handler of every runner: injects the active faults (network failure, slow answer, 502, 429) and
// the browser's short random latency, then lets the request fall through to its real handler. The control
// endpoints (/__mock/…) are never broken, so a scenario can always be switched off again; the fake captcha
// vendor is an API like any other here, so its loader's failure paths can be tried.

const API = /^\/(wps|lgw)\/|^\/v\.json$|^\/__mock\/captcha\//;

function operationIdOf(method: string, path: string): string | undefined {
  return operations.find((op) => op.method === method && op.path === path)?.operationId;
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.match === '*' || fault.match === path) return true;
  return fault.match === operationIdOf(method, path);
}

export const scenarioGate = http.all('*', async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (!API.test(pathname)) return undefined;
  const active = scenarioState.faults.filter((f) => matches(f, request.method, pathname));
  if (active.some((f) => f.kind === 'network-failure')) return HttpResponse.error();
  const slow = active.find((f) => f.kind === 'slow');
  // A call held across a reset belongs to the old world: it fails like a lost connection.
  if (slow) {
    if ((await holdSlowCall(slow.ms ?? 3000)) === 'dropped') return HttpResponse.error();
  } else if (settings.latency) await delay(80 + Math.floor(Math.random() * 320));
  if (active.some((f) => f.kind === 'bad-gateway')) return fail(502, 'BAD_GATEWAY', 'Bad gateway');
  if (active.some((f) => f.kind === 'too-many-requests'))
    return fail(429, 'TOO_MANY_REQUEST', 'Too many requests, please try again later');
  return undefined;
});
