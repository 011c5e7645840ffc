// A production build served by the HTTP fake backend, as the size and speed scripts measure it
// (scripts/size/fetched.mjs, scripts/bench/run.mjs, scripts/bench/boot.mjs).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockServerBundle } from './mock-server-bundle.mjs';
import { choosePort } from './ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts `mock:server` serving `dir`; resolves with the server and its origin once that very process says it
 * listens. `port`: a pinned port (refused when anything already listens there), or 0 for a free one the system
 * picks (scripts/ports.mjs). Never a server this call did not start: polling the port for an answer would
 * accept whatever else listened there, a decoy or another run's build. `from`: the checkout whose fake
 * backend serves it (default this one; a build of an older commit can be served by its own).
 */
export async function serveBuild(dir, port = 0, { from = root, variable } = {}) {
  const chosen = await choosePort({ first: port, variable });
  const bundle = await mockServerBundle({ from });
  const server = spawn(process.execPath, [bundle, '--static', dir, '--port', String(chosen)], {
    cwd: from,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${chosen}`;
  try {
    await untilSaid(server, `fake backend on ${origin}`, `mock:server on ${chosen}`);
  } catch (error) {
    server.kill();
    throw error;
  }
  server.origin = origin;
  return server;
}

/**
 * Resolves once `child` prints `text` on its stdout; rejects when it exits first or says nothing of it within a
 * minute. From then on its output is drained unread, so the child never blocks on a full pipe.
 */
export function untilSaid(child, text, name) {
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 60 s`)), 60_000);
    const listen = (chunk) => {
      said += chunk;
      if (!said.includes(text)) return;
      clearTimeout(timer);
      child.stdout.off('data', listen);
      child.stdout.resume();
      resolve();
    };
    child.stdout.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready`));
    });
  });
}

/** The popups on offer before login (B) and after (A, and F on a first login), as the app remembers closed ones. */
export async function popupsOnOffer(origin) {
  const response = await fetch(`${origin}/wps/relay/MCSFE_getListAnnouncements?platform=M&types=PU`, {
    headers: { Language: 'en', Merchant: 'lottoph' },
  });
  const { popup = [] } = await response.json();
  const ids = (executions) => popup.filter((p) => executions.includes(p.execution)).map((p) => p.id);
  return { before: ids(['B']), after: ids(['A', 'F']) };
}

/**
 * Stores `closed` (popupsOnOffer) as closed today, the page's own Manila day (src/state/popups.ts). Runs in the
 * page: passed to addInitScript or evaluate.
 */
export function closePopupsToday(closed) {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  for (const phase of ['before', 'after'])
    localStorage.setItem(
      `lotto.popup.closed.${phase}`,
      JSON.stringify({ day, ids: closed[phase], allDay: false }),
    );
}

/**
 * Makes the next page load of `origin` in the browser behind DevTools `port` a returning visitor's: the 21+
 * question answered and today's popups closed (in storage), the app's service worker installed (its cache holds
 * the first page's files), the HTTP cache emptied. For Lighthouse runs with
 * `disableStorageReset: true` (scripts/bench/lighthouse-visit.mjs).
 */
export async function prepareReturning(port, origin) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/v.json`);
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('lotto.ageGate', 'agreed');
    });
    await page.evaluate(closePopupsToday, await popupsOnOffer(origin));
    // A returning visitor has the app's service worker, with the first page's files in its cache: without
    // this wait the visit measured got it or not depending on whether an earlier load had finished installing
    // it, and Lighthouse's simulation of `/` went from about 0.8 s (served by the worker) to 2.7 s (from the
    // network) between two runs of the same build.
    await page.goto(`${origin}/`);
    const installed = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 20_000)),
      ]),
    );
    if (!installed) throw new Error(`the app's service worker did not install on ${origin}/ within 20 s`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Leaves the browser running: only this connection closes.
    await browser.close();
  }
}
