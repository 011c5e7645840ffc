import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { root } from './paths';

// Loads openapi/*.yaml (from the working tree or a git ref) and inlines the external refs into
// common.yaml, because Prism and openapi-diff each want one self-contained document.

export const APIS = ['wps', 'lgw'] as const;
export type Api = (typeof APIS)[number];
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

/** A loosely typed JSON object: the specs are checked by Spectral, not by these types. */
export type JsonObject = { [key: string]: unknown };

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonObject;
}

export interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: JsonObject[];
  parameters?: JsonObject[];
  requestBody?: JsonObject;
  responses?: Record<string, JsonObject>;
  'x-encrypted'?: boolean;
  'x-designed'?: boolean;
}

export interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  paths: Record<string, Partial<Record<Method, Operation>> & { parameters?: JsonObject[] }>;
  components?: Record<string, Record<string, unknown>>;
  security?: JsonObject[];
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
}

export interface OperationEntry {
  api: Api;
  method: Method;
  path: string;
  op: Operation;
  /** Path-level parameters first, then the operation's, with $refs resolved. */
  parameters: Parameter[];
  isProtected: boolean;
}

/** Reads `openapi/<file>`; undefined when the file does not exist in that source. */
export type SpecSource = (file: string) => string | undefined;

export const workingTree: SpecSource = (file) => {
  const path = join(root, 'openapi', file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

export function gitRefExists(ref: string): boolean {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd: root,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/** A source reading files at a git ref; the ref must exist (check with gitRefExists). */
export function gitSource(ref: string): SpecSource {
  return (file) => {
    try {
      return execFileSync('git', ['show', `${ref}:openapi/${file}`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch {
      return undefined;
    }
  };
}

const COMMON_REF = /^(?:\.\/)?common\.yaml#\/components\/([^/]+)\/(.+)$/;

function rewriteRefs(node: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rewrite));
  if (node && typeof node === 'object') {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = key === '$ref' && typeof value === 'string' ? rewrite(value) : rewriteRefs(value, rewrite);
    }
    return out;
  }
  return node;
}

/**
 * One API's spec with common.yaml's components copied in and its refs made local. Undefined when the
 * source has no such spec (a spec that is new on this branch).
 */
export function loadBundled(api: Api, source: SpecSource = workingTree): OpenApiDoc | undefined {
  const text = source(`${api}.yaml`);
  if (text === undefined) return undefined;
  const doc = rewriteRefs(parse(text), (ref) => ref.replace(COMMON_REF, '#/components/$1/$2')) as OpenApiDoc;
  const commonText = source('common.yaml');
  const common = commonText ? (parse(commonText) as OpenApiDoc) : undefined;
  doc.components ??= {};
  for (const [kind, entries] of Object.entries(common?.components ?? {})) {
    const target = (doc.components[kind] ??= {});
    for (const [name, value] of Object.entries(entries)) {
      if (name in target && JSON.stringify(target[name]) !== JSON.stringify(value))
        throw new Error(`${api}.yaml and common.yaml both define components.${kind}.${name} differently`);
      target[name] = value;
    }
  }
  return doc;
}

/** Follows local refs (`#/components/...`) until a node that is not a ref. */
export function deref<T = JsonObject>(doc: OpenApiDoc, node: unknown): T {
  let current = node;
  for (let depth = 0; depth < 20; depth += 1) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') return current as T;
    if (!ref.startsWith('#/')) throw new Error(`Unresolved external ref ${ref}: bundle the spec first`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (at as JsonObject | undefined)?.[key], doc);
    if (current === undefined) throw new Error(`Broken ref ${ref}`);
  }
  throw new Error('Ref chain too deep');
}

export function operationsOf(api: Api, doc: OpenApiDoc): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => {
        const param = deref<Parameter>(doc, p);
        return { ...param, schema: param.schema ? deref(doc, param.schema) : undefined };
      });
      const security = op.security ?? doc.security ?? [];
      entries.push({ api, method, path, op, parameters, isProtected: security.length > 0 });
    }
  }
  return entries;
}

export interface LoadedSpecs {
  docs: Record<Api, OpenApiDoc>;
  operations: OperationEntry[];
}

export function loadSpecs(source: SpecSource = workingTree): LoadedSpecs {
  const docs = {} as Record<Api, OpenApiDoc>;
  const operations: OperationEntry[] = [];
  for (const api of APIS) {
    const doc = loadBundled(api, source);
    if (!doc) throw new Error(`openapi/${api}.yaml is missing`);
    docs[api] = doc;
    operations.push(...operationsOf(api, doc));
  }
  return { docs, operations };
}
