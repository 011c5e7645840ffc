// `node scripts/bench/cold-start.mjs [--warm] [--runs N]`: how long `npm start` takes to draw home with data
// (today's draws from the fake backend) in Chromium, from the command to the first drawn draw. Cold (the
// default) is a fresh clone after `npm ci`: no generated API code and no Vite dependency cache; --warm keeps
// both, as a second start does. Prints each run's times: code generation done (the dev server's first answer),
// and home with data; and whether Vite found dependencies it had not optimised (a re-optimise and a reload).
// docs/performance.md ("Cold start") has the figures. PORT picks the dev server's port (default 5199).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../chromium-path.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const warm = args.includes('--warm');
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 1;
const port = Number(process.env.PORT ?? 5199);
const origin = `http://localhost:${port}`;

async function answers() {
  try {
    return (await fetch(origin)).ok;
  } catch {
    return false;
  }
}

async function once() {
  if (!warm) {
    rmSync(join(root, 'src/api/generated'), { recursive: true, force: true });
    rmSync(join(root, 'node_modules/.vite'), { recursive: true, force: true });
  }
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  // Its own process group, so the dev server under npm goes with it.
  const server = spawn('npm', ['start', '--', '--port', String(port), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_FLAGS,
  });
  try {
    // The server's first answer: before it, the time went to code generation and Vite's start.
    while (!(await answers())) {
      if (server.exitCode !== null) throw new Error(`npm start ended:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const serving = seconds();
    const context = await browser.newContext();
    // A returning visitor: home itself, not the 21+ question.
    await context.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
    const page = await context.newPage();
    const marks = [];
    let requests = 0;
    if (process.env.COLD_START_LOG) {
      page.on('request', () => (requests += 1));
      page.on('console', (message) =>
        marks.push(`${seconds()} s (${requests} requests) console: ${message.text().slice(0, 60)}`),
      );
      page.on('requestfinished', (request) => {
        if (/sw\.js|mockServiceWorker/.test(request.url())) marks.push(`${seconds()} s ${request.url()}`);
      });
      page.on('load', () => marks.push(`${seconds()} s load (${requests} requests)`));
      page.on('framenavigated', () => marks.push(`${seconds()} s navigated`));
    }
    await page.goto(origin);
    await page.locator('li.today-draw').first().waitFor({ timeout: 120_000 });
    const drawn = seconds();
    if (process.env.COLD_START_LOG) marks.push(`${drawn} s data (${requests} requests)`);
    const reoptimised = /optimized dependencies changed|new dependencies optimized/i.test(output);
    if (process.env.COLD_START_LOG) console.info(`${output}\n${marks.join('\n')}`);
    console.info(
      `serving ${serving} s, home with data ${drawn} s${reoptimised ? ' (Vite re-optimised)' : ''}`,
    );
  } finally {
    await browser.close();
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

console.info(`npm start, ${warm ? 'warm' : 'cold'}, ${runs} run(s), on ${origin}`);
for (let run = 0; run < runs; run++) await once();
