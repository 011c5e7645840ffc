import type { RequestHandler } from 'msw';
import type { z } from 'zod';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, type RequestConfig } from '../../src/api/http';
import { operations, type OperationInfo } from '../../src/api/generated/operations';
import { dispatchSession } from '../../src/state/session';
import { handlers } from '../../mock/handlers';
import { SEEDED_PLAYERS } from '../../mock/db/players';

// Every operation of both specs that the fake backend handles gets a real request through the app's own
// pipeline (auth, encryption, headers), and its answer must parse with the contract's generated zod schema.
// A failure names the operation that drifted and the field.

const zodModules = import.meta.glob<Record<string, unknown>>('../../src/api/generated/*-zod/**/*.zod.ts', {
  eager: true,
});
const responseSchema = (operationId: string): z.ZodType | undefined => {
  for (const mod of Object.values(zodModules)) {
    const schema = mod[`${operationId}Response`];
    if (schema) return schema as z.ZodType;
  }
  return undefined;
};

const handled = (op: OperationInfo) =>
  handlers.some((h: RequestHandler) => {
    const info = h.info as { method?: unknown; path?: unknown };
    return String(info.method).toUpperCase() === op.method && String(info.path) === `*${op.path}`;
  });

const juan = SEEDED_PLAYERS[0];
const DAY = 24 * 60 * 60 * 1000;

/** A valid request for each handled operation. A handled operation without one fails the test. */
const examples: Record<string, Omit<RequestConfig, 'url' | 'method'>> = {
  getAppVersion: {},
  getStatus: { params: { device: 'MOBILE' } },
  getRsaKey: {},
  login: {
    data: {
      type: 'password',
      username: juan.username,
      password: juan.password,
      lottoArea: 'PL',
      channel: 'MOBILE',
    },
  },
  logout: {},
  getMemberInfo: {},
  getWalletBalance: { params: { typeId: 0 } },
  walletReturn: { data: { customerId: Number(juan.id) } },
  getTodayGames: {},
  getDrawHistory: {
    params: { gameCode: 'all', startTime: Date.now() - 30 * DAY, endTime: Date.now(), page: 0, size: 30 },
  },
};

async function logInAsJuan() {
  const { token, firstTimeLogin } = await apiRequest<{ token: string; firstTimeLogin: boolean }>({
    url: '/wps/session/login',
    method: 'POST',
    data: examples.login.data,
  });
  dispatchSession({ type: 'loggedIn', token, firstTimeLogin, at: Date.now() });
}

const covered = operations.filter(handled);

describe('fake backend answers match the contract', () => {
  beforeEach(async () => {
    await logInAsJuan();
  });
  afterAll(() => dispatchSession({ type: 'loggedOut' }));

  it('handles the spine operations at least', () => {
    const ids = covered.map((op) => op.operationId);
    for (const id of [
      'getAppVersion',
      'getStatus',
      'getRsaKey',
      'login',
      'logout',
      'getMemberInfo',
      'getWalletBalance',
      'walletReturn',
      'getTodayGames',
      'getDrawHistory',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it.each(covered.map((op) => [`${op.operationId} (${op.method} ${op.path})`, op] as const))(
    '%s',
    async (_name, op) => {
      const example = examples[op.operationId];
      expect(example, `${op.operationId} has a handler but no request example in this test`).toBeDefined();
      const schema = responseSchema(op.operationId);
      expect(schema, `no generated zod schema ${op.operationId}Response`).toBeDefined();
      const body = await apiRequest({ url: op.path, method: op.method, ...example }, { silent: true });
      const parsed = schema!.safeParse(body);
      const drift = parsed.success
        ? ''
        : parsed.error.issues
            .map(
              (i) =>
                `${op.operationId} ${op.method} ${op.path}: ${i.path.join('.') || '(body)'}: ${i.message}`,
            )
            .join('\n');
      expect(drift).toBe('');
    },
  );
});

describe('protected operations refuse a call without a valid token', () => {
  it.each(covered.filter((op) => op.protected).map((op) => [op.operationId, op] as const))(
    '%s answers 401',
    async (_id, op) => {
      dispatchSession({ type: 'loggedOut' });
      const outcome = await apiRequest({
        url: op.path,
        method: op.method,
        ...examples[op.operationId],
      }).catch((e: unknown) => e);
      expect(outcome).toMatchObject({ success: false, kind: 'unauthorized', status: 401 });
      expect((outcome as Error).message).not.toBe('');
    },
  );
});
