import { describe, expect, it } from 'vitest';
import { plaintextView } from './lib/plaintext.mjs';
import { deref, loadSpecs, SPEC_ENCRYPTED_OPERATIONS, type JsonObject } from './lib/spec';

// An encrypted call as the contract declares it is what travels (a validator or a gateway built from the
// contract accepts exactly that), and the JSON inside stays reachable for code generation and for readers.

const specs = loadSpecs();
const encrypted = specs.operations.filter((e) => e.op['x-encrypted'] !== undefined);
const name = (e: (typeof encrypted)[number]) => `${e.op.operationId} (${e.method.toUpperCase()} ${e.path})`;
// One real request of the app: the body and the Encryption header of the worked example in docs/contract.md.
const CIPHERTEXT =
  'Q3Aic+2As6otdi0tYuRgpYxHtH3xIJpkJTYk1ZMJtmH6HYH0o+JHpDd61khYPKn5C0xwFmQjyFKiIvwDMgMzHortPpZaoDIgYq/erZ7Y+o/0fXnUIUNusblLU6+Ev8OZhMZWcrCwJmPGKhpfVWXQbg==';

const body = (e: (typeof encrypted)[number]) => deref<JsonObject>(specs.docs[e.api], e.op.requestBody);

describe('encrypted operations in the contract', () => {
  it('are the nine encrypted calls of the product spec, each marked x-encrypted: true', () => {
    expect(encrypted.map((e) => e.op.operationId).sort()).toEqual([...SPEC_ENCRYPTED_OPERATIONS]);
    expect(encrypted.filter((e) => e.op['x-encrypted'] !== true).map(name)).toEqual([]);
  });

  it.each(encrypted.map((e) => [name(e), e] as const))(
    '%s: a required text/plain base64 ciphertext body',
    (_name, e) => {
      const declared = body(e);
      expect(declared.required).toBe(true);
      const content = declared.content as Record<string, { schema: unknown }>;
      expect(Object.keys(content)).toEqual(['text/plain']);
      const schema = deref<JsonObject>(specs.docs[e.api], content['text/plain'].schema);
      expect(schema).toMatchObject({ type: 'string', minLength: 1, pattern: expect.any(String) });
      const pattern = new RegExp(schema.pattern as string);
      expect(pattern.test(CIPHERTEXT)).toBe(true);
      for (const notCiphertext of ['{"type":"password"}', 'abc', 'ab$=', 'abcd==='])
        expect(pattern.test(notCiphertext), notCiphertext).toBe(false);
    },
  );

  it.each(encrypted.map((e) => [name(e), e] as const))('%s: the required Encryption header', (_name, e) => {
    const header = e.parameters.find((p) => p.in === 'header' && p.name === 'Encryption');
    expect(header).toMatchObject({ required: true, schema: { type: 'string', minLength: 1 } });
    expect(header!.description).toMatch(/RSA/);
    expect(new RegExp(header!.schema!.pattern as string).test(CIPHERTEXT)).toBe(true);
    expect(new RegExp(header!.schema!.pattern as string).test('not base64!')).toBe(false);
    // One shared parameter, so that the format is written once.
    const raw = (e.op.parameters ?? []).filter((p) => String(p.$ref).endsWith('/parameters/Encryption'));
    expect(raw).toHaveLength(1);
  });

  it.each(encrypted.map((e) => [name(e), e] as const))(
    '%s: the plaintext JSON schema is reachable from x-plaintext',
    (_name, e) => {
      const plaintext = (body(e)['x-plaintext'] as { schema?: { $ref?: string } } | undefined)?.schema;
      expect(plaintext?.$ref).toMatch(/^#\/components\/schemas\/\w+Request$/);
      const schema = deref<JsonObject>(specs.docs[e.api], plaintext);
      expect(schema.type === 'object' || Array.isArray(schema.oneOf)).toBe(true);
    },
  );

  it('has no other operation sending ciphertext or the Encryption header', () => {
    const others = specs.operations.filter((e) => e.op['x-encrypted'] === undefined);
    expect(
      others
        .filter((e) => {
          const declared = e.op.requestBody ? body(e) : {};
          return (
            'x-plaintext' in declared ||
            'text/plain' in ((declared.content as object | undefined) ?? {}) ||
            e.parameters.some((p) => p.name === 'Encryption')
          );
        })
        .map(name),
    ).toEqual([]);
  });

  it('gives code generation each encrypted body as its plaintext JSON, without the Encryption header', () => {
    for (const api of ['wps', 'lgw'] as const) {
      const view = plaintextView(specs.docs[api]);
      for (const e of encrypted.filter((entry) => entry.api === api)) {
        const op = view.paths[e.path][e.method]!;
        expect(op.requestBody).toEqual({
          required: true,
          content: { 'application/json': { schema: (body(e)['x-plaintext'] as JsonObject).schema } },
        });
        expect(op.parameters?.some((p) => String(p.$ref).endsWith('/parameters/Encryption'))).toBe(false);
      }
      expect(view.components?.parameters?.Encryption).toBeUndefined();
      expect(view.components?.schemas?.Ciphertext).toBeUndefined();
    }
  });

  it('refuses to generate from an operation marked x-encrypted without its plaintext schema', () => {
    const doc = structuredClone(specs.docs.wps);
    delete (doc.paths['/wps/session/login'].post!.requestBody as JsonObject)['x-plaintext'];
    expect(() => plaintextView(doc)).toThrow('POST /wps/session/login is x-encrypted');
  });
});
