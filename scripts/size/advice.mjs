// What to do when a size budget fails: printed by scripts/size/fetched.mjs under its list of scripts, and by
// `npm run size:check` when size-limit (.size-limit.mjs) fails (`node scripts/size/advice.mjs`).
import { pathToFileURL } from 'node:url';
import { LOG } from './budgets.mjs';

/** Where a first-page script's bytes come from, by its file name without the hash. */
const SOURCES = {
  react:
    'React and react-dom themselves (their versions in package.json; the `react` group of vite.config.ts)',
  app:
    'src/app/boot/index.tsx and everything it imports statically: the shell (src/app), home ' +
    '(src/features/home), the first page’s API door src/api/index.ts (each call it re-exports brings its ' +
    'operation row) and the shell’s strings (src/i18n/en.json)',
  'first-page':
    'what `/` loads once it is drawn, the `first-page` group of vite.config.ts: src/app/overlays/live-overlays.tsx, ' +
    'home’s lists, popup and banners, src/services/auth-runtime.ts, and everything they import',
  index: 'the entry, src/main.tsx and index.html',
  runtime: 'Vite’s preload helper and the stylesheet’s entry (the `runtime` group of vite.config.ts)',
  'rolldown-runtime': 'the bundler’s module runtime (grows only with the number of chunks)',
  'use-blocker': 'src/app (the navigation blocker the 21+ question holds)',
  'age-gate': 'the app’s own 21+ question (src/app/overlays)',
};

/** A script's name without its content hash: `/assets/app-C5-wC3Pc.js` → `app`. */
export const scriptName = (path) =>
  path
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '')
    .replace(/\.js$/, '');

const HOW_TO_SHRINK = [
  'How to take it off the first page:',
  '  - a screen: a lazy route in src/app/router.tsx (`screen(() => import(…))`), never imported by home or the shell;',
  '  - a member area’s call: import it from its door, `@/api/areas/<area>`, not from `@/api`: its hook and its',
  '    operation row then stay off the first page (scripts/gen/operation-tables.mjs); src/api/index.ts names',
  '    each call’s own module (`…/<tag>/<tag>.<operation>`), never a tag file, which brings every call of the tag;',
  '  - code only a signed-in player or an open form needs: load it when there is a session (the session watch,',
  '    src/services/auth-runtime.ts) or when the form opens;',
  '  - a library or something rarely shown: `await import()` where it is used (dialogs, encryption and firebase',
  '    do), and name it in scripts/size/check-lazy.mjs if it must never come back;',
  '  - strings only a screen shows: src/i18n/en-screens.json or the area’s own file, not en.json.',
  'Raising a budget is legitimate only for what the product spec asks the first page itself to show and that',
  'cannot wait until it is drawn: raise it in scripts/size/budgets.mjs with a dated line in its LOG (what, how',
  'many kB), keep at least 1 kB of headroom, and write the new numbers in README.md and docs/performance.md',
  '(scripts/size/budgets.test.ts says what they must read).',
];

/**
 * The lines printed when `/` fetched more than its budget: each script against what it weighed when the budget
 * was set (what grew, what is new), where its bytes come from, and how to shrink it.
 * @param {{ kB: number, measured: number, scripts: Record<string, number> }} budget
 * @param {[string, number][]} fetched [path, gzip bytes] of every script fetched
 */
export function fetchedAdvice(budget, fetched) {
  const now = new Map(fetched.map(([path, bytes]) => [scriptName(path), bytes / 1000]));
  const names = [...new Set([...now.keys(), ...Object.keys(budget.scripts)])];
  const changes = names
    .map((name) => ({ name, was: budget.scripts[name] ?? 0, is: now.get(name) ?? 0 }))
    .map((c) => ({ ...c, delta: c.is - c.was }))
    .filter((c) => Math.abs(c.delta) >= 0.01)
    .sort((a, b) => b.delta - a.delta);
  const total = [...now.values()].reduce((sum, kB) => sum + kB, 0);
  const lines = [
    `What changed since the budget was set (${budget.measured} kB then, ${total.toFixed(2)} kB now):`,
    ...changes.map(({ name, was, is, delta }) => {
      const change = was === 0 ? 'new' : is === 0 ? 'gone' : `${delta > 0 ? '+' : ''}${delta.toFixed(2)} kB`;
      const source =
        SOURCES[name] ??
        'a file `/` did not fetch before: something the first page runs at start now imports it (find the importer among the dynamicImports of dist/.vite/manifest.json)';
      return `  ${name} (${change}, ${is.toFixed(2)} kB): ${source}`;
    }),
    ...HOW_TO_SHRINK,
  ];
  return lines;
}

/**
 * The lines printed when a visit to `/` is over RATIO_GOAL × the bare card-library app (once RATIO_FAILS is on).
 * @param {number} total kB the visit fetched
 * @param {number} bareKB kB the bare app fetched in the same run
 * @param {number} goal RATIO_GOAL
 */
export function ratioAdvice(total, bareKB, goal) {
  return [
    `size: / fetched ${(total / bareKB).toFixed(3)} × the bare card-library app (${bareKB.toFixed(1)} kB), over ` +
      `the goal of ${goal} ×: ${(total - goal * bareKB).toFixed(1)} kB of the app's own first-page code too much.`,
    'The libraries are the bare app’s too (scripts/size/bare-app/), so the excess is the app’s own code: make',
    'what `/` does not draw load when it is needed (list above: which script grew). Do not raise RATIO_GOAL.',
    // How to shrink, without the lines on raising a budget: the goal is not raised.
    ...HOW_TO_SHRINK.slice(0, -4),
  ];
}

/** For a failed size-limit budget (the first page's manifest, the shared chunks or a route's own code). */
export function sizeLimitAdvice() {
  return [
    'A size budget failed (above: which one, its size and its limit).',
    '  - `Initial JavaScript for /`: the entry and the `app` chunk grew: src/app/boot/index.tsx and what it',
    '    imports statically (the shell, home, src/api/index.ts, src/i18n/en.json);',
    '  - `Shared chunks`: code two or more routes import (src/components, src/services, the API hooks and schemas);',
    '  - `Route …`: that screen’s own code: load its rarely used parts with `import()` or React.lazy.',
    ...HOW_TO_SHRINK,
    `The last recorded change: ${LOG.at(-1)}`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.error(sizeLimitAdvice().join('\n'));
  process.exit(1);
}
