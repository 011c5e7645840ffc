import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestModel } from './lib/fuzz-request';
import {
  buildNode,
  UnsupportedSchema,
  type Mode,
  type Rule,
  type SchemaNode,
  type Variant,
} from './lib/fuzz-schema';
import { deref, loadSpecs, type JsonObject, type OpenApiDoc } from './lib/spec';

// The fuzzer's generator, checked against a validator it shares nothing with (zod's own JSON Schema reader):
// valid values satisfy the schema, and each invalid variant breaks exactly the rule it names, at the field it
// names — nothing else — so a 400 for it means the server checked that rule.

type Issue = z.core.$ZodIssue;

const validator = (schema: unknown) => z.fromJSONSchema(schema as never, { defaultTarget: 'openapi-3.0' });

/** The zod issue codes that mean a rule is broken (a type variant of an enum is also outside the enum). */
const CODES: Record<Rule, string[]> = {
  // zod reports a missing enum field as a value outside the enum.
  required: ['invalid_type', 'invalid_value'],
  type: ['invalid_type', 'invalid_value'],
  enum: ['invalid_value'],
  pattern: ['invalid_format'],
  minLength: ['too_small'],
  maxLength: ['too_big'],
  minimum: ['too_small'],
  maximum: ['too_big'],
  oneOf: ['invalid_union'],
  minItems: ['too_small'],
  maxItems: ['too_big'],
};

/**
 * zod's reader applies minLength and maxLength to arrays as well, where JSON Schema means strings only: an
 * array sent for a string breaks its type, and only its type.
 */
const arrayLength = (issue: Issue) =>
  (issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'array';

/** The one issue a broken value gets, looking inside a oneOf into the variant it was made for. */
function onlyIssue(all: readonly Issue[], variant: Variant): Issue | undefined {
  const itemCount = variant.rule === 'minItems' || variant.rule === 'maxItems';
  // And the other way round: minItems and maxItems to a string sent for an array, where its type is what breaks.
  const stringCount = (i: Issue) =>
    variant.rule === 'type' && (i.code === 'too_small' || i.code === 'too_big') && i.origin === 'string';
  const issues = all.filter((i) => (itemCount || !arrayLength(i)) && !stringCount(i));
  if (issues.length !== 1) return undefined;
  const [issue] = issues;
  if (issue.code !== 'invalid_union' || variant.rule === 'oneOf') return issue;
  const branches = issue.errors.map((branch) => branch.filter((i) => !arrayLength(i)));
  // An integer enum reads as a union of literals: every branch says "not this value".
  if (branches.every((b) => b.length === 1 && b[0].code === 'invalid_value' && b[0].path.length === 0))
    return { ...branches[0][0], path: issue.path };
  // The branch that holds the broken field reports exactly one issue; the others fail on the discriminator.
  const single = branches.filter(
    (b) =>
      b.length === 1 &&
      !(b[0].code === 'invalid_value' && b[0].path.length === 1 && variant.path.at(-1) !== b[0].path[0]),
  );
  const inner = single.find((b) => CODES[variant.rule].includes(b[0].code)) ?? single[0];
  return inner && { ...inner[0], path: [...issue.path, ...inner[0].path] };
}

function expectValid(schema: unknown, node: SchemaNode, numRuns = 60) {
  const zod = validator(schema);
  fc.assert(
    fc.property(node.valid, (value) => {
      const result = zod.safeParse(value);
      expect(result.error?.issues ?? [], JSON.stringify(value)).toEqual([]);
    }),
    { numRuns, seed: 21 },
  );
}

function expectEachBreaksItsRule(schema: unknown, node: SchemaNode, prefix: string[] = [], numRuns = 15) {
  const zod = validator(schema);
  for (const variant of node.variants) {
    fc.assert(
      fc.property(variant.from(), (value) => {
        const result = zod.safeParse(value);
        const issue = onlyIssue(result.error?.issues ?? [], variant);
        const label = `${variant.rule} at ${variant.path.join('.')}: ${JSON.stringify(value)} → ${JSON.stringify(result.error?.issues)}`;
        expect(issue, label).toBeDefined();
        expect(CODES[variant.rule], label).toContain(issue!.code);
        const at = variant.path.slice(prefix.length);
        expect(issue!.path.map(String), label).toEqual(at);
      }),
      { numRuns, seed: 21 },
    );
  }
}

const node = (schema: JsonObject, mode: Mode = 'json') => buildNode(schema, { mode });
const rules = (n: SchemaNode) => n.variants.map((v) => `${v.rule}@${v.path.join('.') || '.'}`);
const sample = <T>(arb: fc.Arbitrary<T>, n = 300) => fc.sample(arb, { numRuns: n, seed: 21 });

const FEATURES: Record<string, JsonObject> = {
  'a string with minLength and maxLength': { type: 'string', minLength: 6, maxLength: 16 },
  'a string of one character class with lengths': {
    type: 'string',
    minLength: 16,
    maxLength: 64,
    pattern: '^[A-Za-z0-9-]+$',
  },
  'a string whose pattern bounds its length': { type: 'string', pattern: '^[0-9]{8,16}$' },
  'a string with any other pattern': { type: 'string', pattern: '^(B|PL|PU|PR)(,(B|PL|PU|PR))*$' },
  'a base64 string of at least one character': {
    type: 'string',
    minLength: 1,
    pattern: '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$',
  },
  'a string enum': { type: 'string', enum: ['WEB', 'MOBILE'] },
  'an int32 with a minimum': { type: 'integer', format: 'int32', minimum: 1 },
  'an integer with a maximum': { type: 'integer', format: 'int64', minimum: 0, maximum: 99 },
  'an integer enum': { type: 'integer', format: 'int32', enum: [2, 3, 4] },
  'a number': { type: 'number' },
  'an array of objects with minItems and maxItems': {
    type: 'array',
    minItems: 1,
    maxItems: 3,
    items: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', enum: ['LCP', 'CLS'] }, value: { type: 'number' } },
    },
  },
  'a boolean': { type: 'boolean' },
  'an object with required, optional and nested fields': {
    type: 'object',
    required: ['name', 'tags'],
    properties: {
      name: { type: 'string', minLength: 1 },
      age: { type: 'integer', minimum: 0 },
      tags: {
        type: 'object',
        required: ['kind'],
        properties: { kind: { type: 'string', enum: ['A', 'B'] }, note: { type: 'string' } },
      },
    },
  },
  'a oneOf with a discriminator': {
    type: undefined,
    oneOf: [
      {
        type: 'object',
        required: ['type', 'username'],
        properties: {
          type: { type: 'string', enum: ['password'] },
          username: { type: 'string', minLength: 6, maxLength: 16 },
        },
      },
      {
        type: 'object',
        required: ['type', 'code'],
        properties: {
          type: { type: 'string', enum: ['sms'] },
          code: { type: 'string', pattern: '^[0-9]{6}$' },
        },
      },
    ],
    discriminator: { propertyName: 'type' },
  },
};
for (const schema of Object.values(FEATURES)) if (schema.type === undefined) delete schema.type;

describe('issue 21 item 3: the contract fuzzer’s generator', () => {
  describe.each(Object.entries(FEATURES))('%s', (_name, schema) => {
    const n = node(schema);
    it('makes only valid values', () => expectValid(schema, n));
    it('makes invalid values that each break exactly the rule they name', () => {
      expect(n.variants.length).toBeGreaterThan(0);
      expectEachBreaksItsRule(schema, n);
    });
  });

  it('names the rules each feature has', () => {
    expect(rules(node(FEATURES['a string with minLength and maxLength']))).toEqual([
      'type@.',
      'minLength@.',
      'maxLength@.',
    ]);
    expect(rules(node(FEATURES['an object with required, optional and nested fields']))).toEqual([
      'type@.',
      'required@name',
      'required@tags',
      'type@name',
      'minLength@name',
      'type@age',
      'minimum@age',
      'type@tags',
      'required@tags.kind',
      'type@tags.kind',
      'enum@tags.kind',
      'type@tags.note',
    ]);
    expect(rules(node(FEATURES['a oneOf with a discriminator']))).toEqual([
      'type@.',
      'oneOf@.',
      'required@username',
      'type@username',
      'minLength@username',
      'maxLength@username',
      'required@code',
      'type@code',
      'pattern@code',
    ]);
  });

  it('reaches both length bounds and goes one past each', () => {
    const n = node(FEATURES['a string with minLength and maxLength']);
    const lengths = new Set(sample(n.valid).map((v) => (v as string).length));
    expect(lengths).toContain(6);
    expect(lengths).toContain(16);
    const past = (rule: Rule) => sample(n.variants.find((v) => v.rule === rule)!.from(), 20);
    expect(new Set(past('minLength').map((v) => (v as string).length))).toEqual(new Set([5]));
    expect(new Set(past('maxLength').map((v) => (v as string).length))).toEqual(new Set([17]));
  });

  it('reaches a minimum and a maximum and goes one past each', () => {
    const n = node(FEATURES['an integer with a maximum']);
    const values = sample(n.valid);
    expect(values).toContain(0);
    expect(values).toContain(99);
    expect(sample(n.variants.find((v) => v.rule === 'minimum')!.from(), 40)).toContain(-1);
    expect(sample(n.variants.find((v) => v.rule === 'maximum')!.from(), 40)).toContain(100);
  });

  it('breaks a pattern’s own length bounds too (7 and 17 digits for [0-9]{8,16})', () => {
    const n = node(FEATURES['a string whose pattern bounds its length']);
    const lengths = new Set(
      sample(n.variants.find((v) => v.rule === 'pattern')!.from()).map((v) => (v as string).length),
    );
    expect(lengths).toContain(7);
    expect(lengths).toContain(17);
  });

  it('breaks one field of a given request and keeps the rest of it', () => {
    const n = node(FEATURES['an object with required, optional and nested fields']);
    const base = { name: 'Juan', age: 30, tags: { kind: 'A', note: 'x' } };
    const missing = sample(
      n.variants.find((v) => v.rule === 'required' && v.path.join('.') === 'tags.kind')!.from(base),
      5,
    );
    expect(missing).toEqual(Array(5).fill({ name: 'Juan', age: 30, tags: { note: 'x' } }));
    const [short] = sample(n.variants.find((v) => v.rule === 'minLength')!.from(base), 1);
    expect(short).toEqual({ name: '', age: 30, tags: { kind: 'A', note: 'x' } });
  });

  it('sends wrong types on the wire as text that cannot be read as the type', () => {
    const n = node({ type: 'integer', format: 'int32', minimum: 1 }, 'wire');
    const wrong = sample(n.variants.find((v) => v.rule === 'type')!.from(), 30) as string[];
    expect(wrong.every((v) => typeof v === 'string' && !Number.isInteger(Number(v)))).toBe(true);
    // Text is always a string on the wire: a string parameter has no wrong type.
    expect(rules(node({ type: 'string' }, 'wire'))).toEqual([]);
  });

  it('keeps header values to visible ASCII', () => {
    const n = node(FEATURES['a string of one character class with lengths'], 'header');
    const all = [...sample(n.valid), ...n.variants.flatMap((v) => sample(v.from(), 30))] as string[];
    expect(all.every((v) => /^[\x21-\x7e]*$/.test(v))).toBe(true);
  });

  it('takes null for a nullable field, and never sends null as its wrong type', () => {
    const schema = { type: 'number', nullable: true, minimum: 1, maximum: 100 };
    const n = node(schema);
    expect(sample(n.valid, 200)).toContain(null);
    expectValid(schema, n);
    const wrongType = sample(n.variants.find((v) => v.rule === 'type')!.from(), 60);
    expect(wrongType.length).toBeGreaterThan(0);
    expect(wrongType).not.toContain(null);
    expectEachBreaksItsRule(schema, n);
  });

  it('refuses a schema feature it does not generate, naming it', () => {
    expect(() => node({ type: 'array', items: { type: 'string' } }, 'wire')).toThrow(
      /array outside a JSON body/,
    );
    expect(() => node({ type: 'array' })).toThrow(UnsupportedSchema);
    expect(() => node({ type: 'string', format: 'email' })).toThrow(/format email/);
    expect(() => node({ type: 'object', additionalProperties: false })).toThrow(/additionalProperties/);
  });
});

/** The schema with every $ref replaced by what it points to, for zod's reader. */
function inline(doc: OpenApiDoc, schema: unknown): unknown {
  const resolved = deref<unknown>(doc, schema);
  if (Array.isArray(resolved)) return resolved.map((item) => inline(doc, item));
  if (!resolved || typeof resolved !== 'object') return resolved;
  return Object.fromEntries(
    Object.entries(resolved)
      .filter(([key]) => key !== 'example')
      .map(([key, value]) => [key, key === 'enum' ? value : inline(doc, value)]),
  );
}

describe('issue 21 item 3: the contract fuzzer on the contract’s own request bodies', () => {
  const specs = loadSpecs();
  const jsonBodies = specs.operations.flatMap((entry) => {
    const model = requestModel(specs, entry);
    if (model.bodyKind !== 'json' && model.bodyKind !== 'encrypted') return [];
    const body = deref<JsonObject>(specs.docs[entry.api], entry.op.requestBody);
    const schema =
      (body['x-plaintext'] as { schema?: unknown } | undefined)?.schema ??
      (body.content as Record<string, { schema: unknown }>)['application/json'].schema;
    return [[entry.op.operationId, inline(specs.docs[entry.api], schema), model] as const];
  });

  it.each(jsonBodies)(
    '%s: valid bodies pass, each invalid body breaks the rule it names',
    (_id, schema, model) => {
      const bodyNode = buildNode(schema, { mode: 'json' }, ['body']);
      expectValid(schema, bodyNode, 30);
      expectEachBreaksItsRule(schema, bodyNode, ['body'], 5);
      // The request model breaks the same rules (and adds the wire's: the ciphertext, a missing body).
      const fromModel = model.node.variants.filter((v) => v.path[0] === 'body' && v.path.length > 1);
      expect(fromModel.map((v) => v.path.join('.'))).toEqual(
        expect.arrayContaining(
          bodyNode.variants.filter((v) => v.path.length > 1).map((v) => v.path.join('.')),
        ),
      );
    },
  );
});
