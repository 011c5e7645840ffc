import type { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptRequest } from '@mock/lib/crypto';
import { server } from '@mock/node';
import { operations } from '@/api/generated/operations';
import {
  deref,
  loadSpecs,
  SPEC_ENCRYPTED_OPERATIONS,
  type JsonObject,
  type Parameter,
} from '../../scripts/contract/lib/spec';
import { runExample } from './examples';
import { logOutLocally } from './support';

// What the app's pipeline actually sends for every encrypted call, held against the request the contract
// declares for it: its content type, its required headers and their formats, a body of the declared schema,
// and a body that decrypts to JSON the plaintext schema (x-plaintext) accepts. A server or gateway built from
// the contract must accept exactly these requests.

const specs = loadSpecs();
const zodModules = import.meta.glob<Record<string, unknown>>('@/api/generated/*-zod/**/*.zod.ts', {
  eager: true,
});
const bodySchema = (operationId: string): z.ZodType | undefined => {
  for (const mod of Object.values(zodModules)) {
    const schema = mod[`${operationId}Body`];
    if (schema) return schema as z.ZodType;
  }
  return undefined;
};

interface Sent {
  request: Request;
  body: string;
}

/** Every request the pipeline puts on the wire from now on, with its body read. */
function recordRequests(): Promise<Sent>[] {
  const sent: Promise<Sent>[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    sent.push(copy.text().then((body) => ({ request: copy, body })));
  });
  return sent;
}

const mediaType = (value: string | null) => (value ?? '').split(';')[0].trim().toLowerCase();

/** What in the request the contract's declared request does not allow; empty when it matches. */
function problemsWith(operationId: string, { request, body }: Sent): string[] {
  const entry = specs.operations.find((e) => e.op.operationId === operationId)!;
  const doc = specs.docs[entry.api];
  const problems: string[] = [];
  const declared = deref(doc, entry.op.requestBody) as JsonObject;
  const content = (declared.content ?? {}) as Record<string, { schema?: unknown }>;
  const type = mediaType(request.headers.get('Content-Type'));
  if (!(type in content))
    problems.push(`Content-Type ${type}, the contract declares ${Object.keys(content).join(', ')}`);
  const schema = deref<JsonObject>(doc, content[type]?.schema ?? {});
  if (schema.type === 'string') {
    if (typeof schema.minLength === 'number' && body.length < schema.minLength)
      problems.push('body too short');
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(body))
      problems.push(`body does not match ${schema.pattern}`);
  }
  for (const parameter of entry.parameters.filter((p: Parameter) => p.in === 'header')) {
    const value = request.headers.get(parameter.name);
    if (value === null) {
      if (parameter.required) problems.push(`required header ${parameter.name} missing`);
      continue;
    }
    const pattern = parameter.schema?.pattern;
    if (typeof pattern === 'string' && !new RegExp(pattern).test(value))
      problems.push(`header ${parameter.name} does not match ${pattern}`);
  }
  return problems;
}

afterEach(() => {
  server.events.removeAllListeners();
  logOutLocally();
});

const encrypted = operations.filter((op) => op.encrypted);

describe('encrypted calls travel as the contract declares them', () => {
  it('covers the nine encrypted calls', () => {
    expect(encrypted.map((op) => op.operationId).sort()).toEqual([...SPEC_ENCRYPTED_OPERATIONS]);
  });

  it.each(encrypted.map((op) => [`${op.operationId} (${op.method} ${op.path})`, op] as const))(
    '%s',
    async (_name, op) => {
      let sent: Promise<Sent>[] = [];
      await runExample(op, { beforeCall: () => (sent = recordRequests()) });

      const requests = await Promise.all(sent);
      const call = requests.find(({ request }) => new URL(request.url).pathname === op.path)!;
      expect(call, `${op.operationId} reached the wire`).toBeDefined();
      expect(problemsWith(op.operationId, call)).toEqual([]);
      const decrypted = decryptRequest(call.body, call.request.headers.get('Encryption'));
      expect(decrypted).toMatchObject({ ok: true });
      if (!decrypted.ok) return;
      expect(bodySchema(op.operationId)!.safeParse(decrypted.payload).error?.issues ?? []).toEqual([]);
    },
  );
});
