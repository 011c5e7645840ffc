// Size budgets, checked by `npm run size` (part of `npm test`) on a production build. Files come from the
// build's manifest (scripts/size/chunks.mjs), so names and hashes never need updating here.
//
// - The first page (/): the entry and every chunk it imports statically — what a phone on slow 4G waits for.
// - Every route: the JavaScript it adds on top of the first page when a player opens it.
// What must never be in the first page at all (firebase, phone metadata, encryption, the sanitizer, KYC
// upload, the Chinese strings) is checked by scripts/size/check-lazy.mjs.
import { filesOf, initialKeys, readManifest, routeKeys, routeOwnFiles } from './scripts/size/chunks.mjs';

const manifest = readManifest();
const initial = initialKeys(manifest);
const inDist = (files) => files.map((file) => `dist/${file}`);

/**
 * Route budgets in kB (gzip). Opening any route from a cold first page also fetches the shared data layer
 * (the API hooks and schemas, ~21 kB), so no route costs less than that; the default fits a plain screen.
 */
const ROUTE_BUDGETS = {
  'src/features/register/register-page.tsx': 75,
  'src/features/login/login-page.tsx': 75,
  'src/features/lott-game/lott-game-page.tsx': 60,
  'src/features/lott-game/lott-orders-page.tsx': 60,
  'src/features/test-pages/test-form-page.tsx': 50,
  'src/features/draw/draw-page.tsx': 42,
  'src/features/member/deposit-page.tsx': 50,
  'src/features/member/withdraw-page.tsx': 50,
  'src/features/member/transaction-page.tsx': 45,
  'src/features/member/bank-account-page.tsx': 45,
  'src/features/member/kyc-setting-page.tsx': 40,
};
const DEFAULT_ROUTE_BUDGET = 35;

export default [
  {
    name: 'Initial JavaScript for / (entry and its static imports)',
    path: inDist(filesOf(manifest, initial)),
    gzip: true,
    limit: '130 kB',
  },
  ...routeKeys(manifest)
    .map((key) => ({ key, files: routeOwnFiles(manifest, key, initial) }))
    .filter(({ files }) => files.length > 0)
    .map(({ key, files }) => ({
      name: `Route ${key.replace(/^src\/features\//, '')} (beyond the first page)`,
      path: inDist(files),
      gzip: true,
      limit: `${ROUTE_BUDGETS[key] ?? DEFAULT_ROUTE_BUDGET} kB`,
    })),
];
