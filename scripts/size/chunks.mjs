// Reads the production build's manifest (dist/.vite/manifest.json, written because vite.config.ts asks for
// it) and answers which files a page or a route needs: the size budgets and the lazy-loading check use it, so
// chunk names and hashes never need updating by hand.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readManifest(dist = 'dist') {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`size: ${file} is missing, run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every manifest key a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest, key) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const next of manifest[k].imports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

/**
 * What the first page (/) downloads before it can run: the HTML entry and its static imports, and what the
 * entry starts right after the first frame (React and the app, src/main.tsx), which index.html preloads.
 */
export function initialKeys(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('size: the manifest has no entry');
  const started = manifest[entry].dynamicImports ?? [];
  return new Set([entry, ...started].flatMap((key) => [...staticClosure(manifest, key)]));
}

/**
 * The route screens: every lazily loaded page module under src/features, and the number tools, two screens
 * the route table loads as one (src/app/number-tools.ts).
 */
const ROUTE_MODULE = /^src\/features\/.+-page\.tsx$|^src\/app\/number-tools\.ts$/;

export function routeKeys(manifest) {
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && ROUTE_MODULE.test(key))
    .sort();
}

/** Chunks (beyond the first page) that two or more routes load: the data layer, forms, shared components. */
export function sharedKeys(manifest, initial = initialKeys(manifest)) {
  const count = new Map();
  for (const route of routeKeys(manifest)) {
    for (const key of staticClosure(manifest, route)) {
      if (!initial.has(key)) count.set(key, (count.get(key) ?? 0) + 1);
    }
  }
  return new Set([...count].filter(([, n]) => n >= 2).map(([key]) => key));
}

/** Files (relative to the build folder) only this route loads: beyond the first page and the shared chunks. */
export function routeOwnFiles(
  manifest,
  key,
  initial = initialKeys(manifest),
  shared = sharedKeys(manifest, initial),
) {
  return [...staticClosure(manifest, key)]
    .filter((k) => !initial.has(k) && !shared.has(k))
    .map((k) => manifest[k].file)
    .filter((file) => file.endsWith('.js'));
}

export const filesOf = (manifest, keys) =>
  [...keys].map((k) => manifest[k].file).filter((file) => file.endsWith('.js'));
