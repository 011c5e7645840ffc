import type { RequestHandler } from 'msw';
import type { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { apiHandlers, handlers } from '@mock/handlers';
import { apiRequest } from '@/api/http';
import { operations, type OperationInfo } from '@/api/generated/operations';
import { contractOperations } from '../../scripts/contract/lib/coverage.mjs';
import { examples, runExample, withPathParams } from './examples';
import { logOutLocally } from './support';

// Every operation of both specs has a handler and a request example, gets a real request through the app's
// own pipeline (auth, encryption, headers), and its answer must parse with the contract's generated zod
// schema. A failure names the operation that drifted and the field.

const zodModules = import.meta.glob<Record<string, unknown>>('@/api/generated/*-zod/**/*.zod.ts', {
  eager: true,
});
const responseSchema = (operationId: string): z.ZodType | undefined => {
  for (const mod of Object.values(zodModules)) {
    const schema = mod[`${operationId}Response`];
    if (schema) return schema as z.ZodType;
  }
  return undefined;
};

const handlerFor = (op: OperationInfo, list: readonly RequestHandler[] = handlers) =>
  list.find((h) => {
    const info = h.info as { method?: unknown; path?: unknown };
    // openapi-msw turns the contract's {param} into MSW's :param.
    const path = op.path.replace(/\{(\w+)\}/g, ':$1');
    return String(info.method).toUpperCase() === op.method && String(info.path) === `*${path}`;
  });

const drift = (op: OperationInfo, body: unknown): string => {
  const parsed = responseSchema(op.operationId)!.safeParse(body);
  return parsed.success
    ? ''
    : parsed.error.issues
        .map(
          (i) => `${op.operationId} ${op.method} ${op.path}: ${i.path.join('.') || '(body)'}: ${i.message}`,
        )
        .join('\n');
};

afterEach(() => logOutLocally());

describe('coverage of the contract', () => {
  // The count is read from openapi/ itself, so a new call changes no number here.
  it('has every operation of both specs in the operation table', () => {
    const contract = contractOperations(process.cwd()).map((o) => `${o.api} ${o.operationId}`);
    expect(contract.length).toBeGreaterThan(0);
    expect(operations.map((o) => `${o.api} ${o.operationId}`).sort()).toEqual(contract.sort());
    expect(new Set(operations.map((o) => o.api))).toEqual(new Set(['wps', 'lgw']));
  });

  it('has a handler for every operation', () => {
    expect(operations.filter((op) => !handlerFor(op, apiHandlers)).map((op) => op.operationId)).toEqual([]);
  });

  it('has a request example for every operation (and none for an operation that does not exist)', () => {
    expect(operations.filter((op) => !examples[op.operationId]).map((op) => op.operationId)).toEqual([]);
    const ids = new Set(operations.map((op) => op.operationId));
    expect(Object.keys(examples).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('has a generated response schema for every operation', () => {
    expect(operations.filter((op) => !responseSchema(op.operationId)).map((op) => op.operationId)).toEqual(
      [],
    );
  });
});

describe('fake backend answers match the contract', () => {
  it.each(operations.map((op) => [`${op.operationId} (${op.method} ${op.path})`, op] as const))(
    '%s',
    async (_name, op) => {
      expect(
        examples[op.operationId],
        `${op.operationId} has no request example in tests/contract/examples.ts`,
      ).toBeDefined();
      expect(handlerFor(op), `${op.operationId} has no handler in mock/handlers`).toBeDefined();
      expect(drift(op, await runExample(op))).toBe('');
    },
  );
});

describe('protected operations refuse a call without a valid token', () => {
  it.each(operations.filter((op) => op.protected).map((op) => [op.operationId, op] as const))(
    '%s answers 401',
    async (_id, op) => {
      const { as: _as, setup: _setup, pathParams, ...config } = examples[op.operationId] ?? {};
      const url = withPathParams(op.path, pathParams);
      const outcome = await apiRequest({ url, method: op.method, ...config }).catch((e: unknown) => e);
      expect(outcome).toMatchObject({ success: false, kind: 'unauthorized', status: 401 });
      expect((outcome as Error).message).not.toBe('');
    },
  );
});
