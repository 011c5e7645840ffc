// What `npm run contract:coverage` checks of every operation in openapi/ (wps.yaml and lgw.yaml): that it has
// a typed fake-backend handler, a generated client function the app can reach through a door, and a request
// example for the contract tests. It reads the source files as text, so it runs in any clone, before
// `npm run gen` and without starting the fake backend.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSpec } from './bundle.mjs';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
export const APIS = ['wps', 'lgw'];

const readIn = (root) => (file) => {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

const filesUnder = (root, dir, pattern) => {
  const base = join(root, dir);
  if (!existsSync(base)) return [];
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.split('\\').join('/')}`)
    .filter((file) => pattern.test(file))
    .sort();
};

/** Every operation of the contract: api, operationId, method, path and first tag. */
export function contractOperations(root) {
  const read = readIn(join(root, 'openapi'));
  const out = [];
  for (const api of APIS) {
    const doc = bundleSpec(`${api}.yaml`, read);
    if (!doc) continue;
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item?.[method];
        if (!op) continue;
        out.push({
          api,
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          tag: op.tags?.[0],
          // Why the app has no client for it (the pipeline's own call, one no screen may make yet).
          noClient: typeof op['x-no-client'] === 'string' ? op['x-no-client'] : undefined,
        });
      }
    }
  }
  return out;
}

/**
 * `METHOD path` of every handler written with the contract-typed `http` of mock/handlers/http.ts (openapi-msw):
 * a plain MSW handler would compile whatever the contract says, so it does not count.
 */
export function typedHandlers(root) {
  const found = new Set();
  for (const file of filesUnder(root, 'mock/handlers', /\.ts$/)) {
    if (file.endsWith('.test.ts') || file === 'mock/handlers/http.ts') continue;
    const text = readFileSync(join(root, file), 'utf8');
    if (!/import\s*\{[^}]*\bhttp\b[^}]*\}\s*from\s*'\.\/http'/.test(text)) continue;
    for (const match of text.matchAll(/\bhttp\.(get|post|put|delete|patch)\(\s*(['"`])([^'"`]+)\2/g)) {
      found.add(`${match[1].toUpperCase()} ${match[3]}`);
    }
  }
  return found;
}

/**
 * The names the doors re-export from the generated client: src/api/index.ts (the shell's and public screens'
 * calls) and src/api/areas/*.ts (a member area's). Features import generated code only through these.
 */
export function doorExports(root) {
  const names = new Set();
  const doors = ['src/api/index.ts', ...filesUnder(root, 'src/api/areas', /\.ts$/)].filter(
    (file) => !file.endsWith('.test.ts') && existsSync(join(root, file)),
  );
  for (const file of doors) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*'[^']*generated\/[^']*'/g)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The operation ids with a request example in tests/contract/examples.ts (the keys of `examples`). */
export function exampleIds(root) {
  const file = join(root, 'tests/contract/examples.ts');
  if (!existsSync(file)) return new Set();
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('export const examples');
  const body = start < 0 ? '' : text.slice(start);
  return new Set([...body.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]));
}

const capitalised = (id) => id.charAt(0).toUpperCase() + id.slice(1);

/** What each operation misses, one line each; empty when every operation is covered. */
export function coverageGaps(root) {
  const handlers = typedHandlers(root);
  const exported = doorExports(root);
  const examples = exampleIds(root);
  const gaps = [];
  for (const op of contractOperations(root)) {
    const name = `${op.operationId} (${op.method} ${op.path}, openapi/${op.api}.yaml)`;
    if (!handlers.has(`${op.method} ${op.path}`)) {
      gaps.push(
        `${name}: no typed fake-backend handler: http.${op.method.toLowerCase()}('${op.path}', …) with the http of mock/handlers/http.ts`,
      );
    }
    // A call the app makes is reached through a door: its function (called in a service or an effect) or its
    // react-query hook re-exported by src/api/index.ts or an area's door. A call the app does not make says why
    // in the contract (`x-no-client`), so the exception is written where the call is.
    if (!op.noClient && !exported.has(op.operationId) && !exported.has(`use${capitalised(op.operationId)}`)) {
      gaps.push(
        `${name}: no client: neither ${op.operationId} nor use${capitalised(op.operationId)} is exported by src/api/index.ts or src/api/areas/*.ts (or the contract says why not in x-no-client)`,
      );
    }
    if (!examples.has(op.operationId)) {
      gaps.push(`${name}: no request example in tests/contract/examples.ts`);
    }
  }
  return gaps;
}
