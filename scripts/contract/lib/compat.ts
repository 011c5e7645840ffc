import { deref, operationsOf, type Api, type JsonObject, type OpenApiDoc, type OperationEntry } from './spec';

// Compatibility of two versions of one spec, seen from both sides of the wire: a change is breaking when an
// app built on the old contract and a server built on the new one (or the reverse) would no longer agree.
// Requests may accept more and ask for less; answers may promise more and send less variety. (openapi-diff
// was tried first: its set-based schema diff does not finish on wps.yaml's oneOf login body.)

export interface Change {
  operation: string;
  endpoint: string;
  where: string;
  message: string;
  breaking: boolean;
}

type Dir = 'request' | 'response';
type Schema = JsonObject;

interface Ctx {
  base: OpenApiDoc;
  head: OpenApiDoc;
  seen: Set<string>;
  add: (where: string, message: string, breaking: boolean) => void;
}

const list = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
const typeOf = (s: Schema) =>
  (s.type as string | undefined) ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
/** Places read `response 200: todayGames[].gameType`; a root ends in ':' until a field is appended. */
const join = (where: string, name: string) => (where.endsWith(':') ? `${where} ${name}` : `${where}.${name}`);
const items = (where: string) => (where.endsWith(':') ? `${where} []` : `${where}[]`);
const label = (where: string) => where.replace(/:$/, '');

/** How tight a bound is: a higher number accepts fewer values. */
const BOUNDS: { key: string; tighter: (b: number, h: number) => boolean }[] = [
  ...['minLength', 'minimum', 'minItems'].map((key) => ({ key, tighter: (b: number, h: number) => h > b })),
  ...['maxLength', 'maximum', 'maxItems'].map((key) => ({ key, tighter: (b: number, h: number) => h < b })),
];

function compareConstraints(ctx: Ctx, b: Schema, h: Schema, dir: Dir, where: string) {
  for (const { key, tighter } of BOUNDS) {
    const bv = b[key] as number | undefined;
    const hv = h[key] as number | undefined;
    if (bv === hv) continue;
    const narrowed = bv === undefined || (hv !== undefined && tighter(bv, hv));
    const message = `${key} ${bv ?? 'none'} → ${hv ?? 'none'}`;
    ctx.add(where, message, dir === 'request' ? narrowed : !narrowed);
  }
  if (b.pattern !== h.pattern) {
    const message = `pattern ${String(b.pattern ?? 'none')} → ${String(h.pattern ?? 'none')}`;
    ctx.add(where, message, dir === 'request' ? h.pattern !== undefined : b.pattern !== undefined);
  }
}

function compareEnum(ctx: Ctx, b: Schema, h: Schema, dir: Dir, where: string) {
  const be = b.enum as unknown[] | undefined;
  const he = h.enum as unknown[] | undefined;
  if (!be && !he) return;
  if (be && he) {
    const added = he.filter((v) => !be.includes(v));
    const removed = be.filter((v) => !he.includes(v));
    if (added.length) ctx.add(where, `new enum value ${list(added)}`, dir === 'response');
    if (removed.length) ctx.add(where, `enum value ${list(removed)} removed`, dir === 'request');
  } else if (be) ctx.add(where, `no longer limited to ${list(be)}`, dir === 'response');
  else ctx.add(where, `now limited to ${list(he!)}`, dir === 'request');
}

function compareVariants(ctx: Ctx, b: Schema, h: Schema, dir: Dir, where: string, depth: number) {
  const kw = b.oneOf || h.oneOf ? 'oneOf' : 'anyOf';
  const bv = (b[kw] as Schema[] | undefined) ?? [b];
  const hv = (h[kw] as Schema[] | undefined) ?? [h];
  // Variants are matched by their $ref when they have one, by position otherwise.
  const name = (s: Schema, i: number) => (typeof s.$ref === 'string' ? s.$ref.split('/').pop()! : `#${i}`);
  const hNames = hv.map(name);
  bv.forEach((variant, i) => {
    const j = hNames.indexOf(name(variant, i));
    if (j < 0) ctx.add(where, `variant ${name(variant, i)} removed`, dir === 'request');
    else compareSchema(ctx, variant, hv[j], dir, where, depth + 1);
  });
  const bNames = bv.map(name);
  hv.forEach((variant, j) => {
    if (!bNames.includes(name(variant, j)))
      ctx.add(where, `new variant ${name(variant, j)}`, dir === 'response');
  });
}

function compareObject(ctx: Ctx, b: Schema, h: Schema, dir: Dir, where: string, depth: number) {
  const bp = (b.properties ?? {}) as Record<string, Schema>;
  const hp = (h.properties ?? {}) as Record<string, Schema>;
  const breq = new Set((b.required as string[] | undefined) ?? []);
  const hreq = new Set((h.required as string[] | undefined) ?? []);
  for (const name of new Set([...Object.keys(bp), ...Object.keys(hp)])) {
    const at = join(where, name);
    if (!(name in hp)) {
      if (dir === 'response')
        ctx.add(at, breq.has(name) ? 'required field removed' : 'optional field removed', breq.has(name));
      else ctx.add(at, 'field no longer read', false);
    } else if (!(name in bp)) {
      if (dir === 'request')
        ctx.add(at, hreq.has(name) ? 'new required field' : 'new optional field', hreq.has(name));
      else ctx.add(at, 'new field', false);
    } else {
      if (breq.has(name) && !hreq.has(name)) ctx.add(at, 'no longer required', dir === 'response');
      if (!breq.has(name) && hreq.has(name)) ctx.add(at, 'now required', dir === 'request');
      compareSchema(ctx, bp[name], hp[name], dir, at, depth + 1);
    }
  }
}

export function compareSchema(ctx: Ctx, b0: unknown, h0: unknown, dir: Dir, where: string, depth = 0): void {
  if (depth > 30 || b0 === undefined || h0 === undefined) return;
  const refs = [b0, h0].map((s) => (s as Schema).$ref);
  if (refs.every((r) => typeof r === 'string')) {
    // Recursive schemas would loop; a pair of refs compared once (per direction and place) is enough.
    const key = `${dir}|${where}|${String(refs[0])}|${String(refs[1])}`;
    if (ctx.seen.has(key)) return;
    ctx.seen.add(key);
  }
  const b = deref<Schema>(ctx.base, b0);
  const h = deref<Schema>(ctx.head, h0);
  if (b.oneOf || h.oneOf || b.anyOf || h.anyOf) return compareVariants(ctx, b, h, dir, where, depth);
  if (b.allOf || h.allOf) {
    const ba = (b.allOf as Schema[] | undefined) ?? [b];
    const ha = (h.allOf as Schema[] | undefined) ?? [h];
    ba.forEach((part, i) => compareSchema(ctx, part, ha[i] ?? {}, dir, where, depth + 1));
    return;
  }
  const bt = typeOf(b);
  const ht = typeOf(h);
  if (bt !== ht) {
    const widened = bt === 'integer' && ht === 'number';
    const narrowed = bt === 'number' && ht === 'integer';
    const breaking = widened ? dir === 'response' : narrowed ? dir === 'request' : true;
    ctx.add(where, `type ${bt ?? 'any'} → ${ht ?? 'any'}`, breaking);
    if (!widened && !narrowed) return;
  }
  if (Boolean(b.nullable) !== Boolean(h.nullable))
    ctx.add(
      where,
      h.nullable ? 'may now be null' : 'no longer null',
      dir === 'response' ? !!h.nullable : !h.nullable,
    );
  compareEnum(ctx, b, h, dir, where);
  compareConstraints(ctx, b, h, dir, where);
  if (ht === 'object') compareObject(ctx, b, h, dir, where, depth);
  if (ht === 'array') compareSchema(ctx, b.items, h.items, dir, items(where), depth + 1);
}

const jsonSchema = (doc: OpenApiDoc, holder: unknown) =>
  (deref<JsonObject>(doc, holder).content as Record<string, { schema?: unknown }> | undefined)?.[
    'application/json'
  ]?.schema;

// An encrypted body is compared by the JSON it decrypts to; the envelope (ciphertext, Encryption header) is
// the same for every encrypted call, and adding or removing it is the x-encrypted change itself.
const bodySchema = (doc: OpenApiDoc, body: JsonObject) =>
  (body['x-plaintext'] as { schema?: unknown } | undefined)?.schema ?? jsonSchema(doc, body);
const ENCRYPTION_HEADER = 'header Encryption';

function compareOperation(ctx: Ctx, b: OperationEntry, h: OperationEntry) {
  if (!b.isProtected && h.isProtected) ctx.add('security', 'now requires a login', true);
  if (b.isProtected && !h.isProtected) ctx.add('security', 'no longer requires a login', false);
  if (Boolean(b.op['x-encrypted']) !== Boolean(h.op['x-encrypted']))
    ctx.add('x-encrypted', `body encryption ${h.op['x-encrypted'] ? 'added' : 'removed'}`, true);
  if (b.op.operationId !== h.op.operationId)
    ctx.add('operationId', `${b.op.operationId} → ${h.op.operationId} (generated names change)`, false);
  const key = (p: { in: string; name: string }) => `${p.in} ${p.name}`;
  const ownParameters = (e: OperationEntry) => e.parameters.filter((p) => key(p) !== ENCRYPTION_HEADER);
  const [bParameters, hParameters] = [ownParameters(b), ownParameters(h)];
  const bParams = new Map(bParameters.map((p) => [key(p), p]));
  for (const hp of hParameters) {
    const bp = bParams.get(key(hp));
    if (!bp)
      ctx.add(key(hp), hp.required ? 'new required parameter' : 'new optional parameter', !!hp.required);
    else {
      if (!bp.required && hp.required) ctx.add(key(hp), 'now required', true);
      compareSchema(ctx, bp.schema, hp.schema, 'request', `${key(hp)}:`);
    }
  }
  for (const bp of bParameters)
    if (!hParameters.some((p) => key(p) === key(bp))) ctx.add(key(bp), 'parameter removed', false);

  const bBody = b.op.requestBody ? deref<JsonObject>(ctx.base, b.op.requestBody) : undefined;
  const hBody = h.op.requestBody ? deref<JsonObject>(ctx.head, h.op.requestBody) : undefined;
  if (!bBody && hBody) ctx.add('request body', 'new request body', !!hBody.required);
  if (bBody && hBody) {
    if (!bBody.required && hBody.required) ctx.add('request body', 'now required', true);
    compareSchema(ctx, bodySchema(ctx.base, bBody), bodySchema(ctx.head, hBody), 'request', 'request body:');
  }
  for (const [code, response] of Object.entries(b.op.responses ?? {})) {
    if (!/^2\d\d$/.test(code)) continue;
    const next = h.op.responses?.[code];
    if (!next) ctx.add(`response ${code}`, 'no longer answered', true);
    else
      compareSchema(
        ctx,
        jsonSchema(ctx.base, response),
        jsonSchema(ctx.head, next),
        'response',
        `response ${code}:`,
      );
  }
}

export function compareSpecs(api: Api, base: OpenApiDoc, head: OpenApiDoc): Change[] {
  const changes: Change[] = [];
  const headOps = operationsOf(api, head);
  const baseOps = operationsOf(api, base);
  const id = (e: OperationEntry) => `${e.method} ${e.path}`;
  for (const b of baseOps) {
    const h = headOps.find((x) => id(x) === id(b));
    const endpoint = `${b.method.toUpperCase()} ${b.path}`;
    const ctx: Ctx = {
      base,
      head,
      seen: new Set(),
      add: (where, message, breaking) =>
        changes.push({
          operation: h?.op.operationId ?? b.op.operationId,
          endpoint,
          where: label(where),
          message,
          breaking,
        }),
    };
    if (!h) ctx.add('', 'operation removed', true);
    else compareOperation(ctx, b, h);
  }
  for (const h of headOps)
    if (!baseOps.some((b) => id(b) === id(h)))
      changes.push({
        operation: h.op.operationId,
        endpoint: `${h.method.toUpperCase()} ${h.path}`,
        where: '',
        message: 'new operation',
        breaking: false,
      });
  return changes;
}
