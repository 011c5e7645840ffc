import fc from 'fast-check';
import { PICTURES } from '../../../src/testing/pictures';
import type { JsonObject } from './spec';

// JSON Schema → fast-check, for contract fuzzing: valid values of a schema, and invalid ones that each break
// one named rule (a required field left out, a wrong type, one past a length, size or pattern bound, a value
// outside an enum). Written here rather than taken from a library: the one that exists
// (json-schema-fast-check) is archived, built for fast-check 2, and makes valid values only — what a fuzzer
// needs most is the invalid variant that knows which rule it breaks, so the server's answer can be judged.
// It covers the keywords our request schemas use, and nothing more: any other keyword stops generation with
// an error naming it, so a contract that starts using one is not fuzzed half-blind.

/** Where a value travels: JSON keeps types; query, path and form fields travel as text; headers as visible ASCII. */
export type Mode = 'json' | 'wire' | 'header';

export type Rule =
  | 'required'
  | 'type'
  | 'enum'
  | 'pattern'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'oneOf'
  | 'minItems'
  | 'maxItems';

export interface Variant {
  rule: Rule;
  /** Property names from the node the variant was built for down to the field it breaks. */
  path: string[];
  /** What is wrong, for a report: `length 5 (minLength 6)`. */
  detail: string;
  /** An invalid value of the whole node, made from a valid one (generated when `base` is undefined). */
  from: (base?: unknown) => fc.Arbitrary<unknown>;
}

export interface SchemaNode {
  valid: fc.Arbitrary<unknown>;
  /** The contract's own example (else its default, else the first enum value), or a valid value. */
  example: fc.Arbitrary<unknown>;
  /** Whether `example` is the contract's own (an optional field then appears in an example request). */
  declared: boolean;
  variants: Variant[];
}

/** A file part of a multipart body. */
export interface FilePart {
  kind: 'file';
  name: string;
  type: string;
  bytes: Uint8Array;
}

export const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';

export class UnsupportedSchema extends Error {}

const KNOWN = new Set([
  'type',
  'nullable',
  'format',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'default',
  'example',
  'description',
  'title',
  'properties',
  'required',
  'items',
  'minItems',
  'maxItems',
  'oneOf',
  'discriminator',
  'x-enum-varnames',
  'x-designed',
]);

export interface BuildOptions {
  mode: Mode;
  /** Follows `$ref`s (spec.ts deref with the document). */
  deref?: (node: unknown) => JsonObject;
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const SAFE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

const where = (path: string[]) => path.join('.') || '(value)';
const show = (value: unknown) => JSON.stringify(value);

// Characters: printable ASCII mostly, some other BMP characters and (in JSON) control characters. Each is one
// UTF-16 unit and one code point, so a length means the same to JSON Schema, zod and a Java server.
const ascii = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
const visible = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c));
const bmp = fc.integer({ min: 0xa0, max: 0xd7ff }).map((c) => String.fromCharCode(c));
const control = fc.integer({ min: 0x00, max: 0x1f }).map((c) => String.fromCharCode(c));
function unitFor(mode: Mode): fc.Arbitrary<string> {
  if (mode === 'header') return visible;
  if (mode === 'wire') return fc.oneof({ weight: 9, arbitrary: ascii }, { weight: 1, arbitrary: bmp });
  return fc.oneof(
    { weight: 16, arbitrary: ascii },
    { weight: 3, arbitrary: bmp },
    { weight: 1, arbitrary: control },
  );
}

/** Characters that are in no class we use, tried in order to break a pattern; header-safe first. */
const FOREIGN = ['!', 'a', 'Z', '0', '-', '_', '~', ' ', '中'];

/** Strings of a length in [min, max], with extra weight on both bounds. */
function lengthBounded(unit: fc.Arbitrary<string>, min: number, max: number): fc.Arbitrary<string> {
  const exactly = (n: number) => fc.string({ unit, minLength: n, maxLength: n });
  return fc.oneof(
    { weight: 1, arbitrary: exactly(min) },
    { weight: 1, arbitrary: exactly(max) },
    { weight: 4, arbitrary: fc.string({ unit, minLength: min, maxLength: max }) },
  );
}

/**
 * A pattern that is one character class repeated (`^[0-9]{8,16}$`, `^[A-Za-z0-9-]+$`): the characters it
 * allows (printable ASCII) and its length bounds, so valid and invalid lengths can be made exactly.
 */
interface ClassPattern {
  chars: string[];
  min: number;
  max?: number;
}
function classPattern(pattern: string): ClassPattern | undefined {
  const match = /^\^\[((?:\\.|[^\]\\])+)\](\+|\*|\{(\d+)(?:(,)(\d*))?\})\$$/.exec(pattern);
  if (!match) return undefined;
  const one = new RegExp(`^[${match[1]}]$`);
  const chars: string[] = [];
  for (let c = 0x20; c <= 0x7e; c += 1)
    if (one.test(String.fromCharCode(c))) chars.push(String.fromCharCode(c));
  const [, , quantifier, low, comma, high] = match;
  if (quantifier === '+') return { chars, min: 1 };
  if (quantifier === '*') return { chars, min: 0 };
  const min = Number(low);
  return { chars, min, max: comma ? (high ? Number(high) : undefined) : min };
}

function typeOf(schema: JsonObject, path: string[]): string {
  if (typeof schema.type === 'string') return schema.type;
  if (schema.oneOf) return 'oneOf';
  throw new UnsupportedSchema(`${where(path)}: a schema without a type`);
}

/** The schema's own example, else its default, else its first enum value. */
function declaredExample(schema: JsonObject): fc.Arbitrary<unknown> | undefined {
  for (const key of ['example', 'default'] as const)
    if (schema[key] !== undefined) return fc.constant(schema[key]);
  if (Array.isArray(schema.enum)) return fc.constant(schema.enum[0]);
  return undefined;
}

export function buildNode(schemaIn: unknown, options: BuildOptions, path: string[] = []): SchemaNode {
  const schema = options.deref ? options.deref(schemaIn) : (schemaIn as JsonObject);
  for (const key of Object.keys(schema))
    if (!KNOWN.has(key)) throw new UnsupportedSchema(`${where(path)}: the fuzzer does not handle ${key}`);
  const type = typeOf(schema, path);
  const node =
    type === 'object'
      ? objectNode(schema, options, path)
      : type === 'array'
        ? arrayNode(schema, options, path)
        : type === 'oneOf'
          ? oneOfNode(schema, options, path)
          : type === 'string'
            ? stringNode(schema, options.mode, path)
            : type === 'integer' || type === 'number'
              ? numberNode(schema, options.mode, path, type === 'integer')
              : type === 'boolean'
                ? booleanNode(schema, options.mode, path)
                : undefined;
  if (!node) throw new UnsupportedSchema(`${where(path)}: the fuzzer does not handle type ${type}`);
  return schema.nullable === true ? nullableNode(node, path) : node;
}

/** A field that may also be null (`nullable: true`): null is a valid value, so no longer a wrong type of it. */
function nullableNode(node: SchemaNode, path: string[]): SchemaNode {
  return {
    ...node,
    valid: fc.oneof(node.valid, fc.constant(null)),
    variants: node.variants.map((variant) =>
      variant.rule === 'type' && variant.path.length === path.length
        ? { ...variant, from: (base?: unknown) => variant.from(base).filter((value) => value !== null) }
        : variant,
    ),
  };
}

const baseOr = (node: Pick<SchemaNode, 'valid'>, base: unknown) =>
  base === undefined ? node.valid : fc.constant(base);

function wrongTypes(mode: Mode, type: string): unknown[] {
  if (mode === 'json') {
    const all: Record<string, unknown[]> = {
      string: [42, true, null, []],
      integer: [1.5, '7', true, null],
      number: ['500', true, null, {}],
      boolean: ['true', 1, null],
      object: [[], 'text', 42, null],
      array: [{}, 'text', 42, null],
    };
    return all[type];
  }
  // On the wire everything is text: only text that cannot be read as the type is of the wrong type.
  const wire: Record<string, unknown[]> = {
    integer: ['abc', '1.5', 'true'],
    number: ['abc', 'NaN', '12abc'],
    boolean: ['yes', 'maybe'],
  };
  return wire[type] ?? [];
}

function typeVariant(mode: Mode, type: string, path: string[]): Variant[] {
  const values = wrongTypes(mode, type);
  if (!values.length) return [];
  return [
    {
      rule: 'type',
      path,
      detail: `not ${type === 'integer' ? 'an integer' : `a ${type}`}`,
      from: () => fc.constantFrom(...values),
    },
  ];
}

/** A value from the enum; invalid ones are the near misses outside it. */
function enumNode<T extends string | number>(
  allowed: T[],
  outside: T[],
  declared: fc.Arbitrary<unknown> | undefined,
  variants: Variant[],
  path: string[],
): SchemaNode {
  variants.push({
    rule: 'enum',
    path,
    detail: `not one of ${allowed.join('|')}`,
    from: () => fc.constantFrom(...outside),
  });
  const valid = fc.constantFrom(...allowed);
  return { valid, example: declared ?? valid, declared: declared !== undefined, variants };
}

// ------------------------------------------------------------------------------------------------- strings

function stringNode(schema: JsonObject, mode: Mode, path: string[]): SchemaNode {
  if (schema.format === 'binary') return fileNode(path);
  if (schema.format !== undefined)
    throw new UnsupportedSchema(`${where(path)}: the fuzzer does not handle format ${String(schema.format)}`);
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const unit = unitFor(mode);
  const variants: Variant[] = [...typeVariant(mode, 'string', path)];
  const declared = declaredExample(schema);

  if (Array.isArray(schema.enum)) {
    const allowed = schema.enum as string[];
    if (schema.pattern !== undefined || schema.minLength !== undefined || maxLength !== undefined)
      throw new UnsupportedSchema(`${where(path)}: an enum with length or pattern rules`);
    const outside = [
      ...allowed.flatMap((v) => [v.toLowerCase(), v.toUpperCase(), `${v}X`]),
      'X',
      'OTHER',
    ].filter((v, i, all) => !allowed.includes(v) && all.indexOf(v) === i);
    return enumNode(allowed, outside, declared, variants, path);
  }

  if (typeof schema.pattern === 'string') {
    const string: PatternString = { re: new RegExp(schema.pattern), minLength, maxLength, mode, path };
    const simple = classPattern(schema.pattern);
    const node = simple ? classStringNode(simple, string) : patternStringNode(string);
    return {
      valid: node.valid,
      example: declared ?? node.valid,
      declared: declared !== undefined,
      variants: [...variants, ...node.variants],
    };
  }

  const hi = maxLength ?? minLength + 24;
  const valid = lengthBounded(unit, minLength, hi);
  if (minLength > 0)
    variants.push({
      rule: 'minLength',
      path,
      detail: `length ${minLength - 1} (minLength ${minLength})`,
      from: () => fc.string({ unit, minLength: minLength - 1, maxLength: minLength - 1 }),
    });
  if (maxLength !== undefined)
    variants.push({
      rule: 'maxLength',
      path,
      detail: `length ${maxLength + 1} (maxLength ${maxLength})`,
      from: () => fc.string({ unit, minLength: maxLength + 1, maxLength: maxLength + 1 }),
    });
  return { valid, example: declared ?? valid, declared: declared !== undefined, variants };
}

function foreignChar(ok: (c: string) => boolean, mode: Mode): string[] {
  return FOREIGN.filter((c) => ok(c) && (mode !== 'header' || (c !== ' ' && c.charCodeAt(0) < 0x7f)));
}

/** A string schema with a pattern, as the two generators of patterned strings below take it. */
interface PatternString {
  re: RegExp;
  minLength: number;
  maxLength: number | undefined;
  mode: Mode;
  path: string[];
}

/** A string that is one character class repeated: exact lengths are made from the class itself. */
function classStringNode(
  cls: ClassPattern,
  { re, minLength, maxLength, mode, path }: PatternString,
): Pick<SchemaNode, 'valid' | 'variants'> {
  const unit = fc.constantFrom(...cls.chars);
  const lo = Math.max(cls.min, minLength);
  const hiBound = Math.min(cls.max ?? Infinity, maxLength ?? Infinity);
  const hi = Number.isFinite(hiBound) ? hiBound : lo + 24;
  if (lo > hi) throw new UnsupportedSchema(`${where(path)}: no string fits its pattern and length`);
  const valid = lengthBounded(unit, lo, hi);
  const ofLength = (n: number) => fc.string({ unit, minLength: n, maxLength: n });
  const variants: Variant[] = [];

  const foreign = foreignChar((c) => !cls.chars.includes(c), mode);
  const breakers: fc.Arbitrary<string>[] = [
    valid.chain((v) =>
      v.length === 0
        ? fc.constantFrom(...foreign)
        : fc
            .tuple(fc.nat({ max: v.length - 1 }), fc.constantFrom(...foreign))
            .map(([at, c]) => v.slice(0, at) + c + v.slice(at + 1)),
    ),
  ];
  // The pattern's own length bounds, when stricter than minLength and maxLength, are pattern rules too.
  if (cls.min > minLength && cls.min > 0) breakers.push(ofLength(cls.min - 1));
  if (cls.max !== undefined && cls.max < (maxLength ?? Infinity)) breakers.push(ofLength(cls.max + 1));
  variants.push({
    rule: 'pattern',
    path,
    detail: `not matching ${re.source}`,
    from: () => fc.oneof(...breakers),
  });
  if (minLength > 0) {
    if (minLength - 1 < cls.min)
      throw new UnsupportedSchema(`${where(path)}: minLength below the pattern's own minimum`);
    variants.push({
      rule: 'minLength',
      path,
      detail: `length ${minLength - 1} (minLength ${minLength})`,
      from: () => ofLength(minLength - 1),
    });
  }
  if (maxLength !== undefined) {
    if (cls.max !== undefined && maxLength + 1 > cls.max)
      throw new UnsupportedSchema(`${where(path)}: maxLength above the pattern's own maximum`);
    variants.push({
      rule: 'maxLength',
      path,
      detail: `length ${maxLength + 1} (maxLength ${maxLength})`,
      from: () => ofLength(maxLength + 1),
    });
  }
  return { valid, variants };
}

/** Replaces one character (or, in an empty string, adds one) so that the pattern no longer matches. */
function breakPattern(value: string, re: RegExp, mode: Mode, pick: number): string | undefined {
  const found: string[] = [];
  const chars = foreignChar(() => true, mode);
  if (value.length === 0) found.push(...chars.filter((c) => !re.test(c)));
  for (let at = 0; at < value.length; at += 1)
    for (const c of chars) {
      const changed = value.slice(0, at) + c + value.slice(at + 1);
      if (!re.test(changed)) found.push(changed);
    }
  return found.length ? found[pick % found.length] : undefined;
}

/** Any other pattern: valid strings from fast-check's regex generator, broken one character at a time. */
function patternStringNode({
  re,
  minLength,
  maxLength,
  mode,
  path,
}: PatternString): Pick<SchemaNode, 'valid' | 'variants'> {
  const fits = (s: string) =>
    s.length >= minLength &&
    s.length <= (maxLength ?? Infinity) &&
    (mode !== 'header' || /^[\x21-\x7e]*$/.test(s));
  const valid = fc.stringMatching(re).filter(fits);
  const variants: Variant[] = [
    {
      rule: 'pattern',
      path,
      detail: `not matching ${re.source}`,
      from: (base) =>
        fc
          .tuple(baseOr({ valid }, base), fc.nat())
          .map(([v, pick]) => breakPattern(v as string, re, mode, pick))
          .filter((v): v is string => v !== undefined),
    },
  ];
  if (minLength > 0) {
    // Only the empty string is sure to keep matching the pattern while one short of the bound.
    if (minLength !== 1 || !re.test(''))
      throw new UnsupportedSchema(`${where(path)}: minLength ${minLength} with the pattern ${re.source}`);
    variants.push({ rule: 'minLength', path, detail: 'length 0 (minLength 1)', from: () => fc.constant('') });
  }
  if (maxLength !== undefined)
    throw new UnsupportedSchema(`${where(path)}: maxLength with the pattern ${re.source}`);
  return { valid, variants };
}

function fileNode(path: string[]): SchemaNode {
  const picture = fc.record({
    kind: fc.constant('file' as const),
    name: fc.constantFrom('photo.jpg', 'scan.png', 'file.bin'),
    type: fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream'),
    bytes: fc
      .tuple(
        fc.constantFrom(PICTURES.jpeg, PICTURES.png, new Uint8Array()),
        fc.uint8Array({ minLength: 0, maxLength: 256 }),
      )
      .map(([head, rest]) => Uint8Array.from([...head, ...rest])),
  });
  return {
    valid: picture,
    example: picture,
    declared: false,
    variants: [
      { rule: 'type', path, detail: 'text instead of a file', from: () => fc.constant('not a file') },
    ],
  };
}

// ------------------------------------------------------------------------------------------------- numbers

function numberNode(schema: JsonObject, mode: Mode, path: string[], integer: boolean): SchemaNode {
  if (schema.format !== undefined && !['int32', 'int64', 'double', 'float'].includes(String(schema.format)))
    throw new UnsupportedSchema(`${where(path)}: the fuzzer does not handle format ${String(schema.format)}`);
  const range = schema.format === 'int32' ? INT32 : SAFE;
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const lo = minimum ?? range.min;
  const hi = maximum ?? range.max;
  const variants: Variant[] = [...typeVariant(mode, integer ? 'integer' : 'number', path)];
  const declared = declaredExample(schema);

  if (Array.isArray(schema.enum)) {
    const allowed = schema.enum as number[];
    const outside = [Math.max(...allowed) + 1, Math.min(...allowed) - 1, 0, -1].filter(
      (v, i, all) => !allowed.includes(v) && all.indexOf(v) === i && v >= lo && v <= hi,
    );
    return enumNode(allowed, outside, declared, variants, path);
  }

  // Most values small (pages, ids, amounts as people type them), some anywhere in the range, the bounds often.
  const small = { min: Math.max(lo, -1000), max: Math.min(hi, 100_000) };
  const parts: fc.Arbitrary<number>[] = [
    fc.integer(small),
    fc.integer({ min: Math.max(lo, range.min), max: Math.min(hi, range.max) }),
  ];
  if (!integer)
    parts.push(
      fc.double({ min: lo, max: Math.min(hi, Number.MAX_VALUE), noNaN: true, noDefaultInfinity: true }),
    );
  if (minimum !== undefined) parts.push(fc.constant(minimum));
  if (maximum !== undefined) parts.push(fc.constant(maximum));
  const valid = fc.oneof(...parts);
  const step = integer ? [1] : [1, 0.5];
  if (minimum !== undefined)
    variants.push({
      rule: 'minimum',
      path,
      detail: `below the minimum ${minimum}`,
      from: () => fc.constantFrom(...step.map((s) => minimum - s), minimum - 1000),
    });
  if (maximum !== undefined)
    variants.push({
      rule: 'maximum',
      path,
      detail: `above the maximum ${maximum}`,
      from: () => fc.constantFrom(...step.map((s) => maximum + s), maximum + 1000),
    });
  return { valid, example: declared ?? valid, declared: declared !== undefined, variants };
}

function booleanNode(schema: JsonObject, mode: Mode, path: string[]): SchemaNode {
  const valid = fc.boolean();
  const declared = declaredExample(schema);
  return {
    valid,
    example: declared ?? valid,
    declared: declared !== undefined,
    variants: typeVariant(mode, 'boolean', path),
  };
}

// ------------------------------------------------------------------------------------------------- objects

function objectNode(schema: JsonObject, options: BuildOptions, path: string[]): SchemaNode {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = (schema.required ?? []) as string[];
  const children = Object.fromEntries(
    Object.entries(properties).map(([name, child]) => [name, buildNode(child, options, [...path, name])]),
  );
  return objectOf(children, required, options.mode, path);
}

/** An object node made of child nodes: also how a request is put together from its parameters. */
export function objectOf(
  children: Record<string, SchemaNode>,
  required: string[],
  mode: Mode,
  path: string[],
): SchemaNode {
  const pick = (key: keyof SchemaNode) =>
    Object.fromEntries(Object.entries(children).map(([name, child]) => [name, child[key]])) as Record<
      string,
      fc.Arbitrary<unknown>
    >;
  const valid = fc.record(pick('valid'), { requiredKeys: required });
  // An example names every field the contract gives an example for, and every required one.
  const example = fc
    .record(pick('example'), { requiredKeys: Object.keys(children) })
    .map((value) =>
      Object.fromEntries(
        Object.entries(value).filter(([name]) => required.includes(name) || children[name].declared),
      ),
    );
  const node: SchemaNode = { valid, example, declared: false, variants: [] };
  if (mode === 'json') node.variants.push(...typeVariant(mode, 'object', path));
  for (const name of required)
    node.variants.push({
      rule: 'required',
      path: [...path, name],
      detail: 'missing',
      from: (base) =>
        baseOr(node, base).map((value) => {
          const { [name]: _left, ...rest } = value as Record<string, unknown>;
          return rest;
        }),
    });
  for (const [name, child] of Object.entries(children))
    for (const variant of child.variants)
      node.variants.push({
        ...variant,
        from: (base) =>
          baseOr(node, base).chain((value) => {
            const object = value as Record<string, unknown>;
            return variant.from(object[name]).map((broken) => ({ ...object, [name]: broken }));
          }),
      });
  return node;
}

/**
 * An array of one item schema (JSON bodies only): valid arrays within minItems/maxItems (a few items, a valid
 * value each); invalid ones one item past a bound, or with their first item broken by any of the item's rules.
 */
function arrayNode(schema: JsonObject, options: BuildOptions, path: string[]): SchemaNode {
  if (options.mode !== 'json') throw new UnsupportedSchema(`${where(path)}: an array outside a JSON body`);
  if (schema.items === undefined) throw new UnsupportedSchema(`${where(path)}: an array without items`);
  const item = buildNode(schema.items, options, [...path, '0']);
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  const few = Math.min(max ?? min + 3, min + 3);
  const valid = fc.array(item.valid, { minLength: min, maxLength: few });
  const one = Math.max(min, 1);
  const example = fc.array(item.example, { minLength: one, maxLength: one });
  const node: SchemaNode = {
    valid,
    example,
    declared: false,
    variants: [...typeVariant('json', 'array', path)],
  };
  if (max !== undefined)
    node.variants.push({
      rule: 'maxItems',
      path,
      detail: `${max + 1} items (maxItems ${max})`,
      from: () => fc.array(item.valid, { minLength: max + 1, maxLength: max + 1 }),
    });
  if (min > 0)
    node.variants.push({
      rule: 'minItems',
      path,
      detail: `${min - 1} items (minItems ${min})`,
      from: () => fc.array(item.valid, { minLength: min - 1, maxLength: min - 1 }),
    });
  for (const variant of item.variants)
    node.variants.push({
      ...variant,
      from: (base) =>
        baseOr(node, base).chain((value) => {
          const items = Array.isArray(value) && value.length > 0 ? value : [undefined];
          return variant.from(items[0]).map((broken) => [broken, ...items.slice(1)]);
        }),
    });
  return node;
}

/** oneOf with a discriminator (the login variants): each variant's own rules, with its discriminator value. */
function oneOfNode(schema: JsonObject, options: BuildOptions, path: string[]): SchemaNode {
  const property = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (!property) throw new UnsupportedSchema(`${where(path)}: oneOf without a discriminator`);
  const branches = (schema.oneOf as unknown[]).map((branch) => {
    const resolved = options.deref ? options.deref(branch) : (branch as JsonObject);
    const tag = (resolved.properties as Record<string, JsonObject> | undefined)?.[property];
    const values = (options.deref ? options.deref(tag) : tag)?.enum;
    if (!Array.isArray(values) || values.length !== 1)
      throw new UnsupportedSchema(
        `${where(path)}: each oneOf variant needs a one-value enum for ${property}`,
      );
    return { tag: values[0] as unknown, node: buildNode(resolved, options, path) };
  });
  const valid = fc.oneof(...branches.map((b) => b.node.valid));
  const node: SchemaNode = { valid, example: branches[0].node.example, declared: false, variants: [] };
  if (options.mode === 'json') node.variants.push(...typeVariant(options.mode, 'object', path));
  const tags = branches.map((b) => b.tag);
  node.variants.push({
    rule: 'oneOf',
    path,
    detail: `${property} not one of ${tags.join('|')}`,
    from: (base) =>
      baseOr(node, base).map((value) => ({ ...(value as object), [property]: `${tags.join('')}X` })),
  });
  for (const { tag, node: branch } of branches)
    for (const variant of branch.variants) {
      const leaf = variant.path.slice(path.length);
      // The discriminator's and the object's own type are the oneOf's rules, stated once above.
      if (leaf.length === 0 || (leaf.length === 1 && leaf[0] === property)) continue;
      node.variants.push({
        ...variant,
        detail: `${variant.detail} (${property} ${show(tag)})`,
        from: (base) => {
          const sameBranch =
            base !== undefined && (base as Record<string, unknown> | null)?.[property] === tag;
          return (sameBranch ? fc.constant(base) : branch.valid).chain((value) => variant.from(value));
        },
      });
    }
  return node;
}
