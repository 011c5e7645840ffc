// The size budgets: the one set of numbers `npm run size` checks (.size-limit.mjs, scripts/size/fetched.mjs)
// and README.md and docs/performance.md state (scripts/size/budgets.test.ts holds them to this file). kB are
// 1000 bytes of gzip, as size-limit and fetched.mjs count them.
//
// Each budget is what was measured when it was set plus a stated headroom, so the next feature fits without
// touching this file: a small lazy route and a couple of calls cost the first page about 0.1 kB (the route's
// entry in src/app/router.tsx; a member area's calls nothing, their rows stay off the first page). When a
// budget fails, shrink the first page (the failure says where to look, scripts/size/advice.mjs); raise a
// budget only for what the product spec asks the first page itself to show, with a line in LOG below.

/**
 * A budget: `kB` is the limit, `measured` what the build weighed when the limit was set; the headroom is the
 * difference. `what` names it in failures and in the docs.
 */
const budget = (what, kB, measured, more = {}) => ({
  what,
  kB,
  measured,
  headroom: round(kB - measured),
  ...more,
});
/** To a tenth of a kB: the headroom is a statement, and gzip moves by a few bytes from build to build. */
const round = (kB) => Math.round(kB * 10) / 10;

/** When the measured figures below were taken (npm run build && npm run size:check). */
export const MEASURED_ON = '2026-11-29';

/**
 * What a phone fetches to show `/` (scripts/size/fetched.mjs): every script until the network is quiet.
 * `scripts` is what each weighed then, by file name without its hash, so a failure can say what grew.
 */
const FIRST_PAGE_SCRIPTS = {
  react: 67.57,
  app: 51.04,
  'first-page': 17.18,
  runtime: 0.88,
  'rolldown-runtime': 0.63,
  index: 0.66,
};
export const FETCHED = {
  /** A returning visitor: 21+ answered, today's promotion popups closed. */
  returning: budget('/ for a returning visitor, every script fetched', 140.2, 137.96, {
    scripts: FIRST_PAGE_SCRIPTS,
  }),
  /** A first visit: the 21+ question, which brings the app's own question and its blocker. */
  first: budget('/ for a first visit, every script fetched', 141.2, 138.94, {
    scripts: { ...FIRST_PAGE_SCRIPTS, 'use-blocker': 0.5, 'age-gate': 0.48 },
  }),
};

/** The first page's JavaScript in the build's manifest: the entry, React, the app and their static imports. */
export const INITIAL = budget(
  '/ before anything runs: the entry, React, the app and their static imports',
  122.8,
  120.8,
);

/** The chunks two or more routes load (the API hooks and schemas, forms, shared components). */
export const SHARED = budget(
  'chunks shared by the routes (API hooks and schemas, forms, shared components)',
  90,
  86.09,
);

/** Each route's own code; a few screens have more than the default. */
export const ROUTE_DEFAULT = budget('each route’s own code', 8, 6.49);
export const ROUTES = {
  'src/features/draw/draw-page.tsx': budget('the draw results page', 14, 13.43),
  'src/features/register/register-page.tsx': budget('registration', 16, 5.61),
  'src/features/login/login-page.tsx': budget('login', 16, 2.14),
  'src/features/deposit/deposit-page.tsx': budget('deposit', 16, 9.65),
  'src/features/withdraw/withdraw-page.tsx': budget('withdrawal', 12, 4.18),
  'src/features/lott-game/lott-game-page.tsx': budget('the game frame', 10, 0.16),
};

/**
 * The first page's goal as a ratio: what Chromium fetches for `/` over the bare card-library app
 * (scripts/size/bare-app/, built and weighed in the same run). Printed on every run.
 */
export const RATIO_GOAL = 1.15;
/**
 * Whether a visit over RATIO_GOAL fails the size check (scripts/size/advice.mjs says what to do). Turn it on
 * in the change that brings both visits under the goal, and never off again; until then the kB budgets above
 * hold the first page where it is (docs/performance.md says how far it still is).
 */
export const RATIO_FAILS = false;

/**
 * Why a budget moved (newest last). Raising one is legitimate only for what the product spec asks the first
 * page itself to show and that cannot wait until after it is drawn; say what and how many kB.
 */
export const LOG = [
  '2026-11-28: the byte-exact ratchet (141.5 / 142.5 kB fetched, 122 kB initial) becomes budgets with headroom; ' +
    'the member areas’ operation rows left the first page (141.5 → 140.8 and 142.5 → 141.8 kB fetched).',
  '2026-11-29: lowered to the first page after its own-bytes cuts (docs/performance.md, "What each cut ' +
    'bought"): 139.8 / 140.8 kB fetched, 122.3 kB initial, each with about 2 kB headroom for the next feature.',
  "2026-11-29: lowered again after the login screens' and rare pages' strings, the member screens' loaders and " +
    'the sealing of encrypted calls left the first page: 138.3 / 139.2 kB fetched, 120.8 kB initial, each with ' +
    'about 2 kB headroom.',
  '2026-11-29: first-visit.js is inline in index.html, no longer a fetched script: measured 137.96 / 138.94 kB ' +
    'fetched, the limits unchanged (2.2 / 2.3 kB headroom).',
];

/** The budgets of the first page, as the docs state them: `≤ <kB> kB (<headroom> kB headroom)`. */
export const FIRST_PAGE = { returning: FETCHED.returning, first: FETCHED.first, initial: INITIAL };

/** How the docs write a budget (README.md and docs/performance.md; budgets.test.ts looks for exactly this). */
export const stated = (b) => `≤ ${b.kB} kB (${b.headroom} kB headroom)`;
