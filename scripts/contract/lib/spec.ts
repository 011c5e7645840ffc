import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSpec } from './bundle.mjs';
import { root } from './paths';

// Loads openapi/<api>.yaml with the files it refers to (from the working tree or a git ref) as one
// self-contained document, because Prism and the drift and breaking-change checks each want one.

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
  /** What calling this write once does to the test player (`check --writes`), for a write plan.ts does not list. */
  'x-changes'?: string;
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

/**
 * One API's spec with every external ref resolved (lib/bundle.mjs): path items inlined, the components of
 * wps/*.yaml and common.yaml copied in and their refs made local. Undefined when the source has no such spec
 * (a spec that is new on this branch).
 */
export function loadBundled(api: Api, source: SpecSource = workingTree): OpenApiDoc | undefined {
  return bundleSpec(`${api}.yaml`, source) as OpenApiDoc | undefined;
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

/** The calls the product spec sends encrypted: the contract marks exactly these (x-encrypted). */
export const SPEC_ENCRYPTED_OPERATIONS = [
  'bindBankCard',
  'changePassword',
  'changePaymentPassword',
  'login',
  'register',
  'registerAutoUsername',
  'registerOnlyMobile',
  'setPaymentPassword',
  'withdraw',
] as const;
