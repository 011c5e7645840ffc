// `npm run bench:inp`: how fast the app answers a player's taps on a low-end phone, and how soon a returning
// signed-in player sees the balance. The production build served by its own fake backend, a Pixel 7 in Debian's
// Chromium driven by Playwright with real input, service workers blocked.
// - Interactions: nine things a player does, each measured as INP measures it (Event Timing, the source
//   web-vitals reads) at 6x CPU slowdown, median of BENCH_RUNS fresh pages against a 100 ms budget; exits 1 when
//   a median is over.
// - Balance: from navigation start to the balance amount on `/` with a warm HTTP cache on a slow-4G-like link
//   (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and 4x CPU, with where the time went (resource timing); exits 1
//   when the median is over its budget.
// Writes its section of bench/results.md. The machine's load is part of every figure: it is written beside them.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, findChromium } from '../chromium-path.mjs';
import { closePopupsToday, popupsOnOffer, serveBuild } from '../served-app.mjs';
import {
  BALANCE_GOAL_MS,
  EVENT_THRESHOLD_MS,
  INTERACTION_BUDGET_MS,
  balanceLine,
  balanceMet,
  interactionLatency,
  interactionRows,
  interactionTable,
  median,
} from './inp-report.mjs';
import { writeSection } from './results-file.mjs';
import { PLAYER, sessionOf, storeSession } from './sign-in.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_PARTS=balance (or interactions) measures one half only, for a closer look; the results file is then
// left alone.
const PARTS = (process.env.BENCH_PARTS ?? 'interactions,balance').split(',');
const INTERACTION_CPU = 6;
const BALANCE_CPU = 4;
// Slow 4G as the issue states it: Chrome's DevTools take throughput in bytes per second.
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

const run = (cmd, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}`)),
    );
  });

if (!process.argv.includes('--no-build')) await run('npm', ['run', 'build']);
const { chromium, devices } = await import('@playwright/test');

const cpu = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores`;
const loadAtStart = loadavg()[0];
const server = await serveBuild('dist', Number(process.env.BENCH_PORT ?? 0), { variable: 'BENCH_PORT' });
const ORIGIN = server.origin;
// What a player's phone runs is the full browser, as `npm run bench` measures it (scripts/chromium-path.mjs).
const executablePath = findChromium();
if (!executablePath) throw new Error('bench:inp: no Chromium (run `node scripts/setup-chromium.mjs`)');

/** A fresh Pixel 7 page of a returning, signed-in player: 21+ answered, today's popups closed, a session stored. */
async function playerPage(browser) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: ORIGIN,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
  await page.addInitScript(closePopupsToday, await popupsOnOffer(ORIGIN));
  await page.goto('/v.json');
  await page.evaluate(storeSession, await sessionOf(ORIGIN));
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

const cpuRate = (cdp, rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

/** Opens `path` at full speed (loading is not what is measured here), then slows the CPU down for what follows. */
async function openThrottled(page, cdp, path, ready) {
  await cpuRate(cdp, 1);
  await page.goto(path);
  await ready(page).waitFor();
  await cpuRate(cdp, INTERACTION_CPU);
}

/** Starts collecting the page's Event Timing entries of interactions from now on (nothing buffered before). */
function observeEvents(threshold) {
  const w = window;
  w.__benchObserver?.disconnect();
  w.__benchEvents = [];
  const keep = (list) => {
    for (const e of list.getEntries())
      if (e.interactionId > 0)
        w.__benchEvents.push({ name: e.name, duration: e.duration, interactionId: e.interactionId });
  };
  w.__benchObserver = new PerformanceObserver(keep);
  w.__benchObserver.observe({ type: 'event', durationThreshold: threshold, buffered: false });
  w.__benchKeep = keep;
}

/**
 * The entries collected since observeEvents. An entry is queued once the frame after its event is painted, and
 * handed to observers in a task after that: two frames, then whatever is still queued.
 */
async function collectedEvents() {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const w = window;
  w.__benchKeep({ getEntries: () => w.__benchObserver.takeRecords() });
  return w.__benchEvents;
}

/** Resolves once two more frames have been drawn (each: requestAnimationFrame, then a task). */
async function afterFrames() {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Runs `act` (the player's input) and `seen` (waits for what the player sees then); returns its latency. */
async function measured(page, act, seen) {
  await page.evaluate(observeEvents, EVENT_THRESHOLD_MS);
  await act();
  await seen();
  const entries = await page.evaluate(collectedEvents);
  if (process.env.BENCH_VERBOSE) console.info(JSON.stringify(entries));
  return interactionLatency(entries);
}

/**
 * A scroll has no Event Timing entry: its latency is from each wheel event (its own timeStamp) to the end of
 * the first frame after the scroll it caused, the page's scroll handlers (the list's virtualizer) included:
 * requestAnimationFrame, then a task, the usual stand-in for "the next paint" where no entry reports it.
 */
function observeScroll() {
  const w = window;
  w.__benchScroll = [];
  // Kept for BENCH_VERBOSE only: the long animation frames during the scroll, a cross-check of the figure.
  w.__benchFrames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__benchFrames.push({ duration: e.duration, blocking: e.blockingDuration });
  }).observe({ type: 'long-animation-frame', buffered: false });
  let wheelAt = null;
  addEventListener('wheel', (e) => (wheelAt ??= e.timeStamp), { capture: true, passive: true });
  addEventListener(
    'scroll',
    () => {
      if (wheelAt === null) return;
      const from = wheelAt;
      wheelAt = null;
      requestAnimationFrame(() => setTimeout(() => w.__benchScroll.push(performance.now() - from)));
    },
    { capture: true, passive: true },
  );
}

const WHEELS = 3;

/** The nine interactions of the issue, in the order a player might do them, on one fresh page. */
async function interactionRun(browser) {
  const { context, page, cdp } = await playerPage(browser);
  const latencies = {};
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const h1 = (name) => page.getByRole('heading', { level: 1, name });
  try {
    await openThrottled(page, cdp, '/', () =>
      page.getByRole('region', { name: 'Total balance' }).getByText(/\d/),
    );

    latencies['tab bar to Games'] = await measured(
      page,
      () => menu.getByRole('link', { name: 'Games' }).click(),
      () => h1('Games').waitFor(),
    );
    latencies["Games' Jackpot tab"] = await measured(
      page,
      () => page.getByRole('tablist', { name: 'Game types' }).getByRole('tab', { name: 'Jackpot' }).click(),
      () => page.getByRole('tabpanel', { name: 'Jackpot' }).getByRole('article').first().waitFor(),
    );
    latencies['tab bar to Results'] = await measured(
      page,
      () => menu.getByRole('link', { name: 'Results' }).click(),
      () => h1('Draw results').waitFor(),
    );

    // A long list to scroll: 90 days of draws (choosing the range is not what is measured). The wheel comes
    // once its rows are drawn and the frames after them have run, so that it does not wait for their render.
    const history = page.waitForResponse((r) => r.url().includes('/lgw/pl/draw/win_order_prize_summaries'));
    await page.getByRole('button', { name: '90 days' }).click();
    await history;
    // More rows than today's four: the 90 days' list has replaced today's (at 6x its render can come after the
    // answer, and a wheel over today's short page scrolls nothing).
    await page.getByRole('article').nth(7).waitFor();
    await page.evaluate(afterFrames);
    await page.evaluate(observeScroll);
    await page.mouse.move(200, 500);
    for (let i = 1; i <= WHEELS; i++) {
      const before = await page.evaluate(() => scrollY);
      await page.mouse.wheel(0, 900);
      await page.waitForFunction((n) => window.__benchScroll.length >= n, i);
      await page.waitForFunction((y) => scrollY > y, before);
    }
    if (process.env.BENCH_VERBOSE)
      console.info(
        JSON.stringify(
          await page.evaluate(() => ({ scroll: window.__benchScroll, frames: window.__benchFrames })),
        ),
      );
    latencies['scrolling the results'] = Math.max(...(await page.evaluate(() => window.__benchScroll)));

    latencies['back Home'] = await measured(
      page,
      () => menu.getByRole('link', { name: 'Home' }).click(),
      () => h1(`Hello, ${PLAYER.nickname}`).waitFor(),
    );

    await openThrottled(page, cdp, '/member/deposit', () =>
      page.getByRole('radio', { name: 'GCash', exact: true }),
    );
    latencies['picking a deposit channel'] = await measured(
      page,
      () => page.getByRole('radio', { name: 'GCash', exact: true }).click(),
      () => page.getByRole('radio', { name: 'GCash', exact: true, checked: true }).waitFor(),
    );
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.focus();
    latencies['typing an amount'] = await measured(
      page,
      () => page.keyboard.type('500'),
      () => page.waitForFunction(() => document.activeElement?.value === '500'),
    );

    const promotion = 'First deposit bonus 100% up to ₱1,000';
    await openThrottled(page, cdp, '/promotion', () => page.getByRole('button', { name: promotion }));
    latencies['opening a promotion'] = await measured(
      page,
      () => page.getByRole('button', { name: promotion }).click(),
      () => page.getByRole('dialog', { name: promotion }).waitFor(),
    );

    // The language switch is a <select>: a real key on it (End: the last language, 中文) is what a trusted
    // event, and so an Event Timing entry, comes from; selectOption only sets the value from script.
    await openThrottled(page, cdp, '/', () => page.getByRole('combobox', { name: 'Language' }));
    await page.getByRole('combobox', { name: 'Language' }).focus();
    latencies['switching language'] = await measured(
      page,
      () => page.keyboard.press('End'),
      () => page.getByRole('combobox', { name: '语言' }).waitFor(),
    );
  } finally {
    await context.close();
  }
  return latencies;
}

/**
 * The page's own clock (a MutationObserver from the start): when a balance amount is first in the page (the
 * kept one, marked as updating, counts: the goal allows it), and when the server's own answer is.
 */
function watchBalance() {
  const w = window;
  const amount = () => document.querySelector('.balance-box__amount');
  const observer = new MutationObserver(() => {
    const box = amount();
    if (!box || !/\d/.test(box.textContent ?? '')) return;
    w.__balanceAt ??= performance.now();
    if (box.querySelector('.balance-box__saved')) return;
    w.__freshBalanceAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** When the balance was shown and where the time went before it, from the page's resource timing. */
function balanceTimeline() {
  const w = window;
  const resources = performance.getEntriesByType('resource');
  const balance = resources.find((r) => r.name.includes('/wps/v2/wallets/balance'));
  const balanceSent = balance?.startTime ?? Number.NaN;
  // The app's code that had to arrive before the balance was asked for, and what came on after it.
  const scripts = resources.filter((r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name));
  const before = scripts.filter((r) => r.responseEnd <= balanceSent);
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    shown: w.__balanceAt,
    fresh: w.__freshBalanceAt,
    document: navigation?.responseEnd ?? Number.NaN,
    scriptsBefore: before.length,
    scriptsFetched: before.filter((r) => r.transferSize > 0).length,
    scriptsDone: Math.max(0, ...before.map((r) => r.responseEnd)),
    scriptsAfter: scripts.length - before.length,
    balanceSent,
    balanceAnswered: balance?.responseEnd ?? Number.NaN,
    resources: resources.map((r) => [
      r.name.replace(location.origin, ''),
      Math.round(r.startTime),
      Math.round(r.responseEnd),
      r.transferSize,
    ]),
  };
}

async function balanceRun(browser) {
  const { context, page, cdp } = await playerPage(browser);
  try {
    await page.addInitScript(watchBalance);
    const amount = page.getByRole('region', { name: 'Total balance' }).getByText('₱12,345.67');
    // The first visit fills the HTTP cache; a page of another document in between, so that the measured
    // visit is a new navigation and not a reload of the same address (which would revalidate the cache).
    await page.goto('/');
    await amount.waitFor();
    await page.goto('about:blank');
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cpuRate(cdp, BALANCE_CPU);
    await page.goto(`${ORIGIN}/`);
    // The server's answer, not the balance kept from the first visit (the same amount, marked as updating).
    await page.waitForFunction(() => window.__freshBalanceAt !== undefined);
    return await page.evaluate(balanceTimeline);
  } finally {
    await context.close();
  }
}

const samples = new Map();
const balances = [];
try {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    for (let i = 0; i < (PARTS.includes('interactions') ? RUNS : 0); i++) {
      const latencies = await interactionRun(browser);
      console.info(`bench:inp: run ${i + 1}: ${JSON.stringify(latencies)}`);
      for (const [name, value] of Object.entries(latencies))
        samples.set(name, [...(samples.get(name) ?? []), value]);
    }
    for (let i = 0; i < (PARTS.includes('balance') ? RUNS : 0); i++) {
      const { resources, ...timeline } = await balanceRun(browser);
      balances.push(timeline);
      console.info(`bench:inp: balance run ${i + 1}: ${JSON.stringify(timeline)}`);
      // Every resource: [path, start, end (ms from navigation start), bytes over the network (0: the cache)].
      if (process.env.BENCH_VERBOSE) console.info(JSON.stringify(resources));
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}

const rows = interactionRows([...samples].map(([name, runs]) => ({ name, runs })));
const shown = balances.map((b) => b.shown);
// The run whose balance time is the median tells where the time went.
const middle = balances.find((b) => b.shown === median(shown)) ?? balances[0];
const at = (value) => `${Math.round(value)} ms`;
const balanceText = middle
  ? `Balance: ${balanceLine(shown)}. Median run, from navigation start: the document at ${at(middle.document)}; the
${middle.scriptsBefore} scripts that came before the balance call (${middle.scriptsFetched} of them over the network, the rest from the
HTTP cache) done at ${at(middle.scriptsDone)}, ${middle.scriptsAfter} more after it; the balance call sent at ${at(middle.balanceSent)} and answered at
${at(middle.balanceAnswered)}; the amount in the page at ${at(middle.shown)}${
      middle.fresh > middle.shown
        ? ` (the balance kept from the last visit, marked as
updating, drawn by index.html), the server's answer in its place at ${at(middle.fresh)}`
        : ''
    } (a MutationObserver, the page's own clock).
Budget ${BALANCE_GOAL_MS / 1000} s.`
  : 'Balance: not measured (BENCH_PARTS).';
const machine = `${cpu}, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end`;
const section = `## Interactions (npm run bench:inp)

Production build served by \`mock:server\`, Debian Chromium driven by Playwright as a Pixel 7 (412 × 915, touch),
service workers blocked, a returning signed-in player; real input (taps, keys, the mouse wheel). Measured
${new Date().toISOString().slice(0, 10)} on ${machine}.

Interaction latency at ${INTERACTION_CPU}x CPU slowdown (set once each page had loaded), median of ${RUNS} fresh pages, budget
${INTERACTION_BUDGET_MS} ms each: the longest Event Timing entry of the interaction (what INP and web-vitals read; a typed
amount is three key presses, the worst counts; entries come in 8 ms steps, none under ${EVENT_THRESHOLD_MS} ms). A scroll has no
Event Timing: its row is the time from a wheel event to the end of the first frame after the scroll it caused
(requestAnimationFrame, then a task), the worst of ${WHEELS} wheels over the 90-day results.

${interactionTable(rows)}

${balanceText}
`;
if (PARTS.length === 2) writeSection(join(root, 'bench/results.md'), section);
console.info(`\n${section}`);
const balanceOk = !PARTS.includes('balance') || balanceMet(shown);
process.exit(rows.every((r) => r.ok) && balanceOk ? 0 : 1);
