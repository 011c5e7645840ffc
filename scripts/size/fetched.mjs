// What a phone really fetches to show `/`: every script the browser requests until the home page is drawn
// (entry chunks, what they import, the lazily loaded route, strings and data providers the start-up pulls in),
// gzip-compressed as a server would send it. The manifest budgets (.size-limit.mjs) see only the entry's
// static imports; this sees what the page asks for, so a lazy import made at start counts too.
//
// Two visits: a returning visitor (21+ answered, today's promotion popups already closed) and a first visit (the
// 21+ question). Fails when either is over
// its budget, naming every script with its size, largest first.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../chromium-path.mjs';
import { closePopupsToday, popupsOnOffer, serveBuild } from '../served-app.mjs';

const PORT = Number(process.env.SIZE_PORT ?? 4390);
const ORIGIN = `http://127.0.0.1:${PORT}`;

/**
 * kB gzip. A ratchet: lowered as start-up code is cut, never raised. The goal is 130 kB (1.25 × a bare React,
 * router and react-query app built the same way, 103.5 kB).
 */
// 2026-11-26: the 1 kB raised once for the spec round won back, and more, by loading what `/` needs after it is
// drawn as one file (vite.config.ts, the 'first-page' group): 145.5 → 139.4 kB. Then the home page's banners
// (spec §3.5, a carousel loaded in that file): 1.6 kB, 141.1 / 141.6 kB.
// 2026-11-26, wave 2's player features: the offline worker's hand-over and saved-copy line, responsible
// gaming's reality-check mount for a signed-in player and eight more contract operations in the pipeline's table
// (+0.9 kB), partly won back (the promotion dialog and the maintenance and region pages load only when shown,
// the envelope reader and the saved time's formatting moved out of the first page's own code): 141.6 / 142.6 kB.
// The first visit pays the notices' shared blocker as its own small file now.
// 2026-11-26, later: game artwork and the recent-bets call (+0.05 kB) were paid for, and more, by writing the
// contract's operation table with its true flags only: 141.4 / 142.4 kB.
const FETCHED_BUDGETS = { returning: 141.5, first: 142.5 };

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

const server = await serveBuild('dist', PORT);
let failed = false;
try {
  const browser = await launchChromium();
  try {
    for (const [name, returning] of [
      ['returning', true],
      ['first', false],
    ]) {
      const scripts = await visit(browser, { returning });
      const total = scripts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1000;
      const budget = FETCHED_BUDGETS[name];
      const verdict = total <= budget ? 'ok' : 'OVER BUDGET';
      console.info(
        `size: / fetched by a ${name} visitor: ${total.toFixed(1)} kB of ${budget} kB gzip — ${verdict}`,
      );
      for (const [path, bytes] of scripts)
        console.info(`  ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${path}`);
      if (total > budget) failed = true;
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
process.exit(failed ? 1 : 0);
