import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { devices, type Browser, type Page } from '@playwright/test';
import { launchChromium } from '../chromium-path.mjs';
import { formatText } from '../format-text';
import { popupsOnOffer, serveBuild } from '../served-app.mjs';
import { signIn } from '../../tests/e2e/support/session';
import { DAY_MS, manilaDayKey, manilaStartOfDay } from '../../src/lib/manila-time';
import { PLAYER, SCREENS, type Screen } from './screens';

// npm run screens: screenshots of a production build served by the fake backend, on a Pixel 7 sized phone, for
// docs/screens.md (issue 20). Each screen gets a fresh browser context on a world back to its seed: the 21+
// question answered, today's promotion popups closed, signed in where the screen needs it (through the API, as
// the browser tests do), the clocks moved where it says. Then docs/screens.md is written again from the list
// in scripts/screens/screens.ts and the pictures present.
//
//   npm run screens -- [--dist DIR] [--label before|after] [--only name,...] [--server-dir DIR]
//                      [--popups day|id] [--port N]
//
// Run it through `flock /tmp/e2e.lock` (one browser on the machine at a time). docs/screens.md says how the
// "before" pictures are made.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = join(root, 'docs/screens');
const DOC = join(root, 'docs/screens.md');
/** Above this a screenshot is kept as a JPEG (quality 70) instead: the pictures live in the repository. */
const PNG_LIMIT = 150_000;
const HOUR_MS = 3_600_000;

const USAGE = `usage: npm run screens -- [--dist DIR] [--label before|after] [--only NAME,...] [--server-dir DIR] [--popups day|id] [--port N]
  --dist DIR        the production build to serve (default: dist)
  --label L         after (default) or before; a before run takes only the screens that have a before
  --only NAMES      these screens only (${SCREENS.map((s) => s.name).join(', ')})
  --server-dir DIR  the checkout whose fake backend serves the build (default: this one)
  --popups FORMAT   how the build remembers closed promotion popups: day (since issue 20 item 4, the default)
                    or id (before it: the newest id closed)
  --port N          pin the fake backend's port (default: $SCREENS_PORT, else a free one)`;

interface Options {
  dist: string;
  label: 'before' | 'after';
  screens: readonly Screen[];
  serverDir: string;
  popups: 'day' | 'id';
  port: number;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      label: { type: 'string', default: 'after' },
      only: { type: 'string' },
      'server-dir': { type: 'string', default: root },
      popups: { type: 'string', default: 'day' },
      port: { type: 'string', default: process.env.SCREENS_PORT ?? '0' },
      help: { type: 'boolean', default: false },
    },
  });
  const fail = (message: string): never => {
    console.error(`screens: ${message}\n${USAGE}`);
    process.exit(2);
  };
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const { label, popups } = values;
  if (label !== 'before' && label !== 'after') fail(`--label ${label}: before or after`);
  if (popups !== 'day' && popups !== 'id') fail(`--popups ${popups}: day or id`);
  const names = values.only?.split(',').map((name) => name.trim()) ?? SCREENS.map((s) => s.name);
  const unknown = names.filter((name) => !SCREENS.some((s) => s.name === name));
  if (unknown.length > 0) fail(`no screen named ${unknown.join(', ')}`);
  const dist = resolve(values.dist);
  if (!existsSync(join(dist, 'index.html'))) fail(`${dist} holds no build (index.html)`);
  return {
    dist,
    label: label as Options['label'],
    // A new page has no before.
    screens: SCREENS.filter((s) => names.includes(s.name) && (label === 'after' || s.kind !== 'new')),
    serverDir: resolve(values['server-dir']),
    popups: popups as Options['popups'],
    port: Number(values.port),
  };
}

const stem = (screen: Screen, label: Options['label']) =>
  screen.kind === 'new' ? screen.name : `${screen.name}-${label}`;

/** The picture of `stem` on disk (PNG, or JPEG where the PNG was too large), or null. */
function picture(name: string): string | null {
  for (const ext of ['png', 'jpg']) if (existsSync(join(OUT_DIR, `${name}.${ext}`))) return `${name}.${ext}`;
  return null;
}

/** Stored so that this build sees today's (or the moved clock's day's) promotion popups as closed. */
async function closedPopups(origin: string, format: Options['popups'], at: number) {
  const offered = await popupsOnOffer(origin);
  if (format === 'id') {
    // Before issue 20 item 4: the newest id closed, per phase.
    const newest = (ids: number[]) => (ids.length > 0 ? String(Math.max(...ids)) : null);
    return { before: newest(offered.before), after: newest(offered.after) };
  }
  const day = manilaDayKey(at);
  const stored = (ids: number[]) => JSON.stringify({ day, ids, allDay: false });
  return { before: stored(offered.before), after: stored(offered.after) };
}

/**
 * Waits until, in the page and each of its frames, nothing in view is busy (aria-busy: skeletons, a frame
 * launching), every picture in view has loaded (or failed: a broken one is complete too) and the fonts are in.
 */
async function settled(page: Page) {
  for (const frame of page.frames())
    // One function without named helpers inside: tsx would wrap those in `__name`, which the page lacks.
    await frame.waitForFunction(() => {
      const pending = [
        ...document.querySelectorAll('[aria-busy="true"]'),
        ...Array.from(document.images).filter((image) => !image.complete),
      ];
      for (const element of pending) {
        const box = element.getBoundingClientRect();
        const inView =
          box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight;
        if (inView && box.left < innerWidth) return false;
      }
      return document.fonts.status === 'loaded';
    });
}

async function take(browser: Browser, origin: string, screen: Screen, options: Options): Promise<string> {
  const reset = await fetch(`${origin}/__mock/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`POST /__mock/reset: ${reset.status}`);
  let at = Date.now();
  if (screen.manilaHour !== undefined) {
    const { now } = (await (await fetch(`${origin}/__mock/clock`)).json()) as { now: number };
    at = manilaStartOfDay(now) + DAY_MS + screen.manilaHour * HOUR_MS;
    const set = await fetch(`${origin}/__mock/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'set', at }),
    });
    if (!set.ok) throw new Error(`POST /__mock/clock: ${set.status}`);
  }
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1,
    // Slides and transitions land at once (the app honours it): no picture of a carousel half-way.
    reducedMotion: 'reduce',
    baseURL: origin,
    // As in the browser tests: the build's offline worker would answer some requests from its cache.
    serviceWorkers: 'block',
  });
  try {
    if (screen.manilaHour !== undefined) await context.clock.install({ time: at });
    await context.addInitScript(
      ({ closed, language }) => {
        localStorage.setItem('lotto.ageGate', 'agreed');
        for (const phase of ['before', 'after'] as const) {
          const value = closed[phase];
          if (value !== null) localStorage.setItem(`lotto.popup.closed.${phase}`, value);
        }
        if (language) localStorage.setItem('lotto.language', language);
      },
      { closed: await closedPopups(origin, options.popups, at), language: screen.language ?? null },
    );
    const page = await context.newPage();
    if (screen.signedIn) await signIn(page, PLAYER);
    await page.goto(screen.path);
    await screen.show(page);
    await settled(page);

    const name = stem(screen, options.label);
    for (const ext of ['png', 'jpg']) rmSync(join(OUT_DIR, `${name}.${ext}`), { force: true });
    const png = join(OUT_DIR, `${name}.png`);
    await page.screenshot({ path: png, animations: 'disabled' });
    if (statSync(png).size <= PNG_LIMIT) return png;
    rmSync(png);
    const jpg = join(OUT_DIR, `${name}.jpg`);
    await page.screenshot({ path: jpg, type: 'jpeg', quality: 70, animations: 'disabled' });
    return jpg;
  } finally {
    await context.close();
  }
}

/** docs/screens.md, from the list of screens and the pictures present. */
async function writeDoc() {
  const image = (alt: string, name: string) => {
    const file = picture(name);
    return file ? `![${alt}](screens/${file})` : `(not taken yet: \`${name}\`)`;
  };
  const sections = SCREENS.map((screen) => {
    const alt = screen.title.replace(/\s*\(.*\)$/, '');
    const pictures =
      screen.kind === 'new'
        ? image(`${alt}, after issue 20`, screen.name)
        : [
            '| Before (bb43853) | After |',
            '| --- | --- |',
            `| ${image(`${alt}, before issue 20`, `${screen.name}-before`)} | ${image(`${alt}, after issue 20`, `${screen.name}-after`)} |`,
          ].join('\n');
    return `## ${screen.title}\n\n${screen.change}\n\n${pictures}\n`;
  });
  const text = `# Screens: before and after issue 20

What a player sees on a Pixel 7 sized phone (412 × 915 CSS pixels) with the fake backend, before issue 20's
work (commit bb43853) and after it; pages added since then have an after only. Written by
\`npm run screens\` (scripts/screens/capture.ts) from the list in scripts/screens/screens.ts: edit that list, not
this page.

## Taking them again

\`\`\`sh
npm run build
flock /tmp/e2e.lock npm run screens                  # every "after" picture (--only NAME,... for some)

# "before": the app as it was at bb43853, served by that commit's own fake backend
git worktree add --detach /tmp/before bb43853
ln -s "$PWD/node_modules" /tmp/before/node_modules
(cd /tmp/before && npm run gen && npx vite build)
flock /tmp/e2e.lock npm run screens -- --label before --dist /tmp/before/dist --server-dir /tmp/before --popups id
git worktree remove --force /tmp/before
\`\`\`

\`--popups id\`: the app before issue 20 item 4 remembered a closed promotion popup by its id, not by the day.
Each screen starts from the fake backend's seed; the 09:00 screens move the page's clock and the fake backend's
to 09:00 Manila tomorrow (as the browser test of item 2 does). A picture over 150 kB is kept as a JPEG. Chinese
text (the old header's language button) needs a CJK font on the machine, e.g. Debian's \`fonts-wqy-microhei\`.
A new screen is one entry in scripts/screens/screens.ts, then \`--only NAME\`.

${sections.join('\n')}`;
  writeFileSync(DOC, await formatText(DOC, text));
}

async function main() {
  const opts = options();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await serveBuild(opts.dist, opts.port, { from: opts.serverDir, variable: '--port' });
  const origin = server.origin;
  let failed = false;
  try {
    const browser = await launchChromium();
    try {
      for (const screen of opts.screens) {
        try {
          const file = await take(browser, origin, screen, opts);
          console.info(`screens: ${relative(root, file)} (${(statSync(file).size / 1000).toFixed(0)} kB)`);
        } catch (error) {
          failed = true;
          console.error(`screens: ${screen.name} failed: ${(error as Error).message}`);
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
  await writeDoc();
  console.info(`screens: ${relative(root, DOC)} written`);
  process.exit(failed ? 1 : 0);
}

await main();
