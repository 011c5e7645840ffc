import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations } from '@/api/generated/operations';
import { API, logInAs } from './support';

// Garbage never crashes the fake backend: whatever arrives (broken JSON, wrong types, strange query strings,
// bad headers, a forged Encryption header), every operation answers with a status below 500 and, when it
// refuses, with the contract's error envelope.

const garbageBodies = fc.oneof(
  fc.constantFrom(
    '',
    'not json',
    '{"x":',
    '[]',
    'null',
    '42',
    '{"type":"password"}',
    '{"amount":"lots"}',
    '\u0000\uffff',
  ),
  fc.json(),
  fc.string({ maxLength: 200 }),
);
const garbageQuery = fc.dictionary(
  fc.constantFrom(
    'page',
    'size',
    'startTime',
    'endTime',
    'typeId',
    'amount',
    'device',
    'status',
    'gameCode',
    'start',
    'end',
    'x',
  ),
  fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('-1', '1e309', 'NaN', '0', '99999999999999999999')),
);

describe('garbage input', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers an envelope, never a crash',
    async (_id, op) => {
      const token = await logInAs('pedro2026');
      await fc.assert(
        fc.asyncProperty(garbageBodies, garbageQuery, fc.boolean(), async (body, query, forgedKey) => {
          const url = `${API}${op.path}?${new URLSearchParams(query)}`;
          const headers: Record<string, string> = {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            Device: 'TOASTER',
          };
          if (forgedKey) headers.Encryption = 'bm90IGEga2V5';
          const response = await fetch(url, {
            method: op.method,
            headers,
            body: op.method === 'GET' ? undefined : body,
          });
          expect(response.status, `${op.operationId} ${body}`).toBeLessThan(500);
          if (response.status >= 400) {
            expect(await response.json()).toEqual({
              success: false,
              code: expect.any(String),
              message: expect.any(String),
            });
          }
        }),
        { numRuns: 12 },
      );
    },
  );
});
