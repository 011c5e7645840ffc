// The operation table the fetch pipeline reads (src/api/operations.ts), written by scripts/gen.mjs from
// openapi/*.yaml, in two files:
//
// - src/api/generated/operations.ts: every call of the contract (`operations`), for the checks, the fake
//   backend and, loaded on demand, the pipeline;
// - src/api/generated/operations-first-page.ts: the rows the first page carries (`firstPageOperations`).
//
// The first page's rows are derived from its door, src/api/index.ts, never listed by hand: the calls it
// re-exports (the shell's and the public screens'). Every other call (the member areas' doors,
// src/api/areas/*.ts; the RSA key, which only an encrypted call asks for, once it has loaded the encryption
// code) is found in the whole table, which the pipeline loads the first time a call misses. Adding a call to a
// door, or a new door, is all it takes: the next `npm run gen` (run by `npm start` and `npm run build`) puts
// its row where it belongs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSpec } from '../contract/lib/bundle.mjs';
import { plaintextView } from '../contract/lib/plaintext.mjs';

export const APIS = ['wps', 'lgw'];
/** The first page's door (the member areas' are src/api/areas/<area>.ts). */
export const FIRST_PAGE_DOOR = 'src/api/index.ts';

/** Every call of the contract with what the pipeline needs to know about it, sorted by operationId. */
export function contractOperations(root) {
  const operations = [];
  for (const api of APIS) {
    // The table needs each operation with its refs followed, wherever in openapi/ the path item is written.
    const doc = bundleSpec(`${api}.yaml`, (file) => {
      const path = join(root, 'openapi', file);
      return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    });
    if (!doc) throw new Error(`openapi/${api}.yaml is missing`);
    // Fails on an operation marked x-encrypted without its plaintext schema, or the reverse.
    plaintextView(doc);
    const globalSecurity = doc.security ?? [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
        const op = item?.[method];
        if (!op) continue;
        const security = op.security ?? globalSecurity;
        const params = [...(item.parameters ?? []), ...(op.parameters ?? [])];
        const mentions = (name) =>
          params.some((p) => p.name === name || String(p.$ref ?? '').endsWith(`/${name}`));
        operations.push({
          api,
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          // The pipeline encrypts these: the contract gives their plaintext schema in the body's x-plaintext.
          encrypted: op['x-encrypted'] === true && op.requestBody?.['x-plaintext']?.schema !== undefined,
          // `- {}` among the alternatives makes the token optional: sent when there is one, never required.
          protected: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
          optionalAuth: security.length > 0 && security.some((s) => Object.keys(s).length === 0),
          device: mentions('Device'),
          idempotent: mentions('Idempotency-Key') || mentions('IdempotencyKey'),
          designed: op['x-designed'] === true,
          // A file the web app's own host serves (/v.json), not a backend call.
          appFile: op['x-app-file'] === true,
        });
      }
    }
  }
  return operations.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

/**
 * The names orval gives an operation's exports (tags-split, react-query client): the call itself, its hook,
 * its query key and options or its mutation options. A door re-exports some of them.
 */
function exportNames(operationId) {
  const pascal = operationId[0].toUpperCase() + operationId.slice(1);
  return [
    operationId,
    `use${pascal}`,
    `get${pascal}QueryKey`,
    `get${pascal}QueryOptions`,
    `get${pascal}MutationOptions`,
  ];
}

/**
 * The generated values a door re-exports (`export { a, b as c } from '../generated/…'`), by their generated
 * names; types are left out. Read with TypeScript's parser, so comments and formatting never matter.
 * `export *` from generated code names nothing here: its calls are found in the whole table, a little later,
 * never missing.
 */
async function doorExports(file) {
  const { default: ts } = await import('typescript');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const from = statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || !/(^|\/)generated\//.test(from.text)) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) continue;
    for (const spec of clause.elements) {
      if (!spec.isTypeOnly) names.add((spec.propertyName ?? spec.name).text);
    }
  }
  return names;
}

/** The calls the first page's door re-exports, by operationId. */
export async function firstPageOperationIds(root, operations) {
  const byName = new Map(operations.flatMap((op) => exportNames(op.operationId).map((n) => [n, op])));
  const names = await doorExports(join(root, FIRST_PAGE_DOOR));
  return new Set([...names].flatMap((name) => byName.get(name)?.operationId ?? []));
}

// Every visit fetches the first page's rows: a flag is written only where it holds (absent reads as false),
// which keeps about 0.1 kB gzip of `false` off every visit.
const FLAGS = ['encrypted', 'protected', 'optionalAuth', 'device', 'idempotent', 'designed', 'appFile'];
const rowsText = (rows) =>
  JSON.stringify(
    rows.map((op) =>
      Object.fromEntries(Object.entries(op).filter(([key, value]) => !FLAGS.includes(key) || value)),
    ),
    null,
    2,
  );

/** Writes a file only when its text changes, so a running dev server sees no change where there is none. */
function writeIfChanged(file, text) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/** Writes both tables into `out` (src/api/generated); returns the number of operations and first-page rows. */
export async function writeOperationTables(root, out) {
  const operations = contractOperations(root);
  const firstPageIds = await firstPageOperationIds(root, operations);
  const firstPage = operations.filter((op) => firstPageIds.has(op.operationId));
  const header = `// Generated by scripts/gen.mjs (scripts/gen/operation-tables.mjs) from openapi/*.yaml. Do not edit.\n`;
  writeIfChanged(
    join(out, 'operations.ts'),
    header +
      `/** One call of the contract; each flag is present (true) only where it holds. */\n` +
      `export interface OperationInfo {\n  api: 'wps' | 'lgw';\n  operationId: string;\n  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';\n  path: string;\n` +
      FLAGS.map((flag) => `  ${flag}?: true;\n`).join('') +
      `}\n\n` +
      `/** Every call of the contract. */\n` +
      `export const operations: readonly OperationInfo[] = ${rowsText(operations)};\n`,
  );
  writeIfChanged(
    join(out, 'operations-first-page.ts'),
    header +
      `import type { OperationInfo } from './operations';\n\n` +
      `/** The calls the first page carries: those its door, src/api/index.ts, re-exports. */\n` +
      `export const firstPageOperations: readonly OperationInfo[] = ${rowsText(firstPage)};\n`,
  );
  return { operations: operations.length, firstPage: firstPage.length };
}
