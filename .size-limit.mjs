// Size budgets, checked by `npm run size` (part of `npm test`) on a production build. Files come from the
// build's manifest (scripts/size/chunks.mjs), so names and hashes never need updating here.
//
// - The first page (/): the entry, React and the app it starts, and every chunk those import statically —
//   what a phone on slow 4G downloads before anything works.
// - The shared chunks two or more routes load (the API hooks and schemas, forms, shared components): fetched
//   once, with the first screen beyond home that needs them.
// - Every route: the JavaScript only it loads.
// What must never be in the first page at all (firebase, phone metadata, encryption, the sanitizer, KYC
// upload, the Chinese strings) is checked by scripts/size/check-lazy.mjs.
// The numbers, with their headroom, are scripts/size/budgets.mjs; `npm run size:check` prints what to do when one
// fails (scripts/size/advice.mjs).
import { INITIAL, ROUTE_DEFAULT, ROUTES, SHARED } from './scripts/size/budgets.mjs';
import {
  filesOf,
  initialKeys,
  readManifest,
  routeKeys,
  routeOwnFiles,
  sharedKeys,
} from './scripts/size/chunks.mjs';

const manifest = readManifest();
const initial = initialKeys(manifest);
const shared = sharedKeys(manifest, initial);
const inDist = (files) => files.map((file) => `dist/${file}`);

export default [
  {
    name: 'Initial JavaScript for / (entry, React and the app, with their static imports)',
    path: inDist(filesOf(manifest, initial)),
    gzip: true,
    limit: `${INITIAL.kB} kB`,
  },
  {
    name: 'Shared chunks of the routes (API hooks and schemas, forms, shared components)',
    path: inDist(filesOf(manifest, shared)),
    gzip: true,
    limit: `${SHARED.kB} kB`,
  },
  ...routeKeys(manifest)
    .map((key) => ({ key, files: routeOwnFiles(manifest, key, initial, shared) }))
    .filter(({ files }) => files.length > 0)
    .map(({ key, files }) => ({
      name: `Route ${key.replace(/^src\/features\//, '')} (its own code)`,
      path: inDist(files),
      gzip: true,
      limit: `${(ROUTES[key] ?? ROUTE_DEFAULT).kB} kB`,
    })),
];
