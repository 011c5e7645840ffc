// What a phone really fetches to show `/`: every script the browser requests until the home page is drawn
// (entry chunks, what they import, the lazily loaded route, strings and data providers the start-up pulls in),
// gzip-compressed as a server would send it. The manifest budgets (.size-limit.mjs) see only the entry's
// static imports; this sees what the page asks for, so a lazy import made at start counts too.
//
// Two visits: a returning visitor (21+ answered, today's promotion popups already closed) and a first visit (the
// 21+ question). Fails when either is over its budget (scripts/size/budgets.mjs), naming every script with its
// size, largest first, what grew since the budget was set and what to do (scripts/size/advice.mjs); and when
// either fetched the contract's whole operation table, which only a member area's call may load.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../chromium-path.mjs';
import { closePopupsToday, popupsOnOffer, serveBuild } from '../served-app.mjs';
import { fetchedAdvice, ratioAdvice } from './advice.mjs';
import { bareAppKB } from './bare-app.mjs';
import { FETCHED, RATIO_FAILS, RATIO_GOAL } from './budgets.mjs';
import { readManifest } from './chunks.mjs';

// A fake backend of its own on a free port (SIZE_PORT pins one): never a server another run left listening.
const server = await serveBuild('dist', Number(process.env.SIZE_PORT ?? 0), { variable: 'SIZE_PORT' });
const ORIGIN = server.origin;

/** The scripts one visit fetches until the page is drawn and the network is quiet: [path, gzip bytes][]. */
async function visit(browser, { returning }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
  if (returning) {
    await context.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
    await context.addInitScript(closePopupsToday, await popupsOnOffer(ORIGIN));
  }
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${ORIGIN}/`);
  // Drawn: the home page's own content for a returning visitor, the app's 21+ question on a first visit.
  const ready = returning
    ? page.getByRole('heading', { level: 1 }).first()
    : page.getByRole('button', { name: /21/ }).first();
  await ready.waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts].sort((a, b) => b[1] - a[1]);
}

/**
 * Field data (src/app/telemetry/start.ts, web-vitals inside it) is imported in idle time once the page has
 * loaded and is drawn (src/app/telemetry/schedule.ts): fetched in the quiet this check waits for, but nothing
 * of showing `/`. Printed, not counted.
 */
const AFTER_DRAWN = new Set(
  [readManifest()['src/app/telemetry/start.ts']?.file].filter(Boolean).map((file) => `/${file}`),
);

/** The whole operation table's file: its rows beyond the first page's belong to the member areas. */
const WHOLE_TABLE = readManifest()['src/api/generated/operations.ts']?.file;
if (!WHOLE_TABLE) {
  console.error('size: the whole operation table (src/api/generated/operations.ts) has no file of its own');
  process.exit(1);
}

// The yardstick of this run, built with the same Vite as the app's build.
const bareKB = await bareAppKB();

let failed = false;
try {
  const browser = await launchChromium();
  try {
    for (const [name, returning] of [
      ['returning', true],
      ['first', false],
    ]) {
      const fetched = await visit(browser, { returning });
      const scripts = fetched.filter(([path]) => !AFTER_DRAWN.has(path));
      const total = scripts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1000;
      const budget = FETCHED[name];
      const over = total > budget.kB;
      console.info(
        `size: / fetched by a ${name} visitor: ${total.toFixed(1)} kB of ${budget.kB} kB gzip ` +
          (over
            ? `— OVER BUDGET by ${(total - budget.kB).toFixed(1)} kB`
            : `(${(budget.kB - total).toFixed(1)} kB headroom) — ok`),
      );
      const ratio = total / bareKB;
      console.info(
        `size: ${ratio.toFixed(3)} × the bare card-library app (${bareKB.toFixed(1)} kB), goal ≤ ${RATIO_GOAL}` +
          (ratio > RATIO_GOAL
            ? ` — ${(total - RATIO_GOAL * bareKB).toFixed(1)} kB of the app's own first-page code to cut`
            : ' — ok'),
      );
      for (const [path, bytes] of scripts)
        console.info(`  ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${path}`);
      for (const [path, bytes] of fetched.filter(([file]) => AFTER_DRAWN.has(file)))
        console.info(
          `  ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${path} (field data, in idle time after: not counted)`,
        );
      if (over) {
        console.error(fetchedAdvice(budget, scripts).join('\n'));
        failed = true;
      }
      if (RATIO_FAILS && ratio > RATIO_GOAL) {
        console.error(ratioAdvice(total, bareKB, RATIO_GOAL).join('\n'));
        failed = true;
      }
      if (scripts.some(([path]) => path === `/${WHOLE_TABLE}`)) {
        console.error(
          `size: / fetched the whole operation table (${WHOLE_TABLE}): a call the first page makes is not ` +
            'among its rows. Re-export it from src/api/index.ts, or make the call from a lazily loaded screen ' +
            'through its area’s door (@/api/areas/<area>); scripts/gen/operation-tables.mjs says which rows ' +
            'the first page carries.',
        );
        failed = true;
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
process.exit(failed ? 1 : 0);
