import fc from 'fast-check';
import { encryptPayload, type EncryptedBody } from '../../../src/api/encryption';
import { aesEncrypt, randomAesKey } from '../../../src/lib/aes';
import { buildNode, isFilePart, objectOf, type SchemaNode } from './fuzz-schema';
import { deref, type JsonObject, type LoadedSpecs, type OperationEntry } from './spec';

// One operation's request as a value the fuzzer can generate and break: its path, query and header
// parameters and its body, each built from the contract (the plaintext schema for an encrypted call), and how
// such a value goes on the wire — the way the app sends it: JSON, form data, or AES ciphertext as text/plain
// with the RSA-encrypted key in the Encryption header.

export interface RequestValue {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body?: unknown;
}

export type BodyKind = 'none' | 'json' | 'encrypted' | 'multipart' | 'form';

export interface RequestModel {
  entry: OperationEntry;
  bodyKind: BodyKind;
  /** Generates whole requests; every variant's path starts with its location (query, header, body …). */
  node: SchemaNode;
}

/** Stands for the Encryption header of a valid encrypted call, which is made when the request is sent. */
export const COMPUTED_KEY = '<request key, RSA-encrypted when sent>';

/** An encrypted call's body sent as it is instead of encrypted (a ciphertext that breaks its own rules). */
export interface RawCiphertext {
  kind: 'ciphertext';
  text: string;
}
const isRawCiphertext = (value: unknown): value is RawCiphertext =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'ciphertext';

/** Headers the fuzzer sets itself instead of generating: a staging server may route or refuse by them. */
export const FIXED_HEADERS = ['Merchant'];

const LOCATIONS = [
  { in: 'path', key: 'path', mode: 'wire' },
  { in: 'query', key: 'query', mode: 'wire' },
  { in: 'header', key: 'header', mode: 'header' },
] as const;

/** The Encryption header: made when sent for a valid call; its variants are its own rules broken. */
function computedKey(node: SchemaNode): SchemaNode {
  const computed = fc.constant(COMPUTED_KEY);
  return {
    valid: computed,
    example: computed,
    declared: true,
    variants: node.variants.map((v) => ({ ...v, from: () => node.valid.chain((value) => v.from(value)) })),
  };
}

function bodyNode(
  entry: OperationEntry,
  doc: Parameters<typeof deref>[0],
): { kind: BodyKind; node?: SchemaNode } {
  if (!entry.op.requestBody) return { kind: 'none' };
  const body = deref<JsonObject>(doc, entry.op.requestBody);
  const content = (body.content ?? {}) as Record<string, { schema?: unknown }>;
  const d = (node: unknown) => deref<JsonObject>(doc, node);
  const plaintext = (body['x-plaintext'] as { schema?: unknown } | undefined)?.schema;
  if (plaintext) {
    const node = buildNode(plaintext, { mode: 'json', deref: d }, ['body']);
    const ciphertext = buildNode(content['text/plain']?.schema, { mode: 'json', deref: d }, ['body']);
    for (const variant of ciphertext.variants) {
      if (variant.rule === 'type') continue;
      node.variants.push({
        ...variant,
        detail: `ciphertext ${variant.detail}`,
        from: () => variant.from().map((text): RawCiphertext => ({ kind: 'ciphertext', text: String(text) })),
      });
    }
    return { kind: 'encrypted', node };
  }
  const [type, media] = Object.entries(content)[0] ?? [];
  const kind: BodyKind =
    type === 'application/json'
      ? 'json'
      : type === 'multipart/form-data'
        ? 'multipart'
        : type === 'application/x-www-form-urlencoded'
          ? 'form'
          : 'none';
  if (kind === 'none') throw new Error(`${entry.op.operationId}: the fuzzer does not send ${type} bodies`);
  return {
    kind,
    node: buildNode(media.schema, { mode: kind === 'json' ? 'json' : 'wire', deref: d }, ['body']),
  };
}

export function requestModel(specs: LoadedSpecs, entry: OperationEntry): RequestModel {
  const doc = specs.docs[entry.api];
  const d = (node: unknown) => deref<JsonObject>(doc, node);
  const parts: Record<string, SchemaNode> = {};
  for (const location of LOCATIONS) {
    const params = entry.parameters.filter((p) => p.in === location.in && !FIXED_HEADERS.includes(p.name));
    const children: Record<string, SchemaNode> = {};
    for (const param of params) {
      const node = buildNode(param.schema ?? {}, { mode: location.mode, deref: d }, [
        location.key,
        param.name,
      ]);
      const encrypted = location.in === 'header' && param.name === 'Encryption' && entry.op['x-encrypted'];
      children[param.name] = encrypted ? computedKey(node) : node;
    }
    const required = params.filter((p) => p.required || p.in === 'path').map((p) => p.name);
    const group = objectOf(children, required, 'wire', [location.key]);
    // A path without one of its parameters is another path: there is nothing to leave out.
    if (location.in === 'path') group.variants = group.variants.filter((v) => v.rule !== 'required');
    parts[location.key] = group;
  }
  const body = bodyNode(entry, doc);
  const bodyRequired = Boolean(body.node && deref<JsonObject>(doc, entry.op.requestBody).required);
  if (body.node) parts.body = body.node;
  const node = objectOf(parts, ['path', 'query', 'header', ...(bodyRequired ? ['body'] : [])], 'wire', []);
  // The request's parts are always there (possibly empty); only a required body can be left out.
  node.variants = node.variants.filter(
    (v) => v.rule !== 'required' || v.path.length > 1 || v.path[0] === 'body',
  );
  for (const variant of node.variants)
    if (variant.rule === 'required' && variant.path.length === 1) variant.detail = 'no body';
  return { entry, bodyKind: body.kind, node };
}

// ------------------------------------------------------------------------------------------------- the wire

export interface WireRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | FormData | URLSearchParams;
}

/** The request as a report shows it: the plaintext of an encrypted body, files by name and size. */
export interface ShownRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: unknown;
  note?: string;
}

/** Encrypts a JSON payload as the app does: AES with a request key, the key RSA-encrypted for the header. */
export type Encrypt = (json: string) => EncryptedBody;

/** A fresh request key for every call, as the contract asks of a client. */
export const freshKeys =
  (publicKey: string): Encrypt =>
  (json) =>
    encryptPayload(json, publicKey);

/**
 * One request key for every call: one RSA operation per run instead of one per call (jsencrypt is pure
 * JavaScript, a tenth of a second each on a busy test machine). For the in-process test only.
 */
export function reusedKey(publicKey: string): Encrypt {
  const key = randomAesKey();
  const { encryptionHeader } = encryptPayload('', publicKey, key);
  return (json) => ({ body: aesEncrypt(json, key), encryptionHeader });
}

export interface EncodeContext {
  baseUrl: string;
  encrypt?: Encrypt;
  token?: string;
  fixedHeaders: Record<string, string>;
  /** Headers sent but not shown in a report (a team's --header or --cookie may be a secret). */
  hiddenHeaders?: string[];
}

const text = (value: unknown) => String(value);

function showBody(value: unknown): unknown {
  if (isFilePart(value)) return `<file ${value.name}, ${value.type}, ${value.bytes.length} bytes>`;
  if (Array.isArray(value)) return value.map(showBody);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, showBody(v)]));
  return value;
}

export function encode(
  model: RequestModel,
  value: RequestValue,
  context: EncodeContext,
): { wire: WireRequest; shown: ShownRequest } {
  const { entry } = model;
  const path = entry.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(text(value.path?.[name])),
  );
  const query = new URLSearchParams();
  for (const [name, v] of Object.entries(value.query ?? {})) if (v !== undefined) query.set(name, text(v));
  const target = `${path}${query.size ? `?${query}` : ''}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...context.fixedHeaders };
  let computeKey = false;
  for (const [name, v] of Object.entries(value.header ?? {})) {
    if (v === undefined) continue;
    if (name === 'Encryption' && v === COMPUTED_KEY) computeKey = true;
    else headers[name] = text(v);
  }
  const shownHeaders = { ...headers };
  for (const name of context.hiddenHeaders ?? []) if (name in shownHeaders) shownHeaders[name] = '(given)';
  if (context.token && entry.isProtected) headers.Authorization = `Bearer ${context.token}`;
  const wire: WireRequest = {
    url: context.baseUrl.replace(/\/$/, '') + target,
    method: entry.method.toUpperCase(),
    headers,
  };
  const shown: ShownRequest = { method: wire.method, target, headers: shownHeaders };
  const body = value.body;

  if (model.bodyKind === 'encrypted') {
    if (!context.encrypt) throw new Error('no RSA public key to encrypt with (getRsaKey)');
    const plaintext = isRawCiphertext(body) || body === undefined ? '{}' : JSON.stringify(body);
    const encrypted = context.encrypt(plaintext);
    if (computeKey) {
      headers.Encryption = encrypted.encryptionHeader;
      shownHeaders.Encryption = COMPUTED_KEY;
    }
    headers['Content-Type'] = 'text/plain;charset=UTF-8';
    if (isRawCiphertext(body)) {
      wire.body = body.text;
      shown.body = body.text;
      shown.note = 'the body sent as it is, not encrypted';
    } else if (body !== undefined) {
      wire.body = encrypted.body;
      shown.body = body;
      shown.note = 'the body shown is the plaintext; it was sent AES-encrypted as text/plain';
    }
  } else if (body !== undefined) {
    if (model.bodyKind === 'json') {
      headers['Content-Type'] = 'application/json';
      wire.body = JSON.stringify(body);
    } else if (model.bodyKind === 'multipart') {
      const form = new FormData();
      for (const [name, v] of Object.entries(body as Record<string, unknown>)) {
        if (v === undefined) continue;
        if (isFilePart(v))
          form.append(name, new File([v.bytes as Uint8Array<ArrayBuffer>], v.name, { type: v.type }));
        else form.append(name, text(v));
      }
      wire.body = form;
      shown.note = 'sent as multipart/form-data';
    } else if (model.bodyKind === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [name, v] of Object.entries(body as Record<string, unknown>))
        if (v !== undefined) form.set(name, text(v));
      wire.body = form;
    }
    shown.body = showBody(body);
  }
  if (headers['Content-Type']) shownHeaders['Content-Type'] = headers['Content-Type'];
  return { wire, shown };
}
