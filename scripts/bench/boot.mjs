// `npm run bench:boot`: what each start-up trick of scripts/build/boot.ts buys. Builds the app with every trick
// and once without each (BOOT_WITHOUT), serves every build side by side, and measures `/` with Lighthouse
// (mobile, simulated slow 4G and 4x CPU) for a first visit (nothing stored: the 21+ question) and a returning
// one (question answered, today's popups closed, empty HTTP cache). Runs are interleaved build by build, so a
// machine that slows down mid-way slows every build alike. Medians go to bench/results.md; docs/performance.md
// reads them. Run it on an otherwise idle machine: simulated throttling scales what this CPU did.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, findChromium } from '../chromium-path.mjs';
import { serveBuild } from '../served-app.mjs';
import { lighthouseVisit } from './lighthouse-visit.mjs';
import { writeSection } from './results-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Free ports unless BENCH_PORT pins the first (scripts/ports.mjs): never a server another run left listening.
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 0);
const TRICKS = ['first-paint', 'compile-hints', 'pieces', 'transition'];
// BENCH_TRICKS=<name>,<name> measures only those (against all tricks), for a closer look with more runs.
const MEASURED = process.env.BENCH_TRICKS ? process.env.BENCH_TRICKS.split(',') : TRICKS;
const VARIANTS = [
  { name: 'all tricks', without: '' },
  ...TRICKS.filter((trick) => MEASURED.includes(trick)).map((trick) => ({
    name: `without ${trick}`,
    without: trick,
  })),
];
const OUT = join(root, 'dist-boot');

const run = (cmd, args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}`)),
    );
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(port, origin, returning) {
  const { audits, categories } = await lighthouseVisit(port, origin, returning, {
    onlyCategories: ['performance'],
  });
  const scripts = (audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    js: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

rmSync(OUT, { recursive: true, force: true });
await run('npm', ['run', 'gen', '--', '--quiet', '--if-changed']);
for (const [index, variant] of VARIANTS.entries()) {
  variant.dir = join(OUT, String(index));
  variant.port = FIRST_PORT ? FIRST_PORT + index : 0;
  await run(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', variant.dir, '--emptyOutDir'],
    {
      BOOT_WITHOUT: variant.without,
    },
  );
}
const servers = await Promise.all(
  VARIANTS.map((variant) => serveBuild(variant.dir, variant.port, { variable: 'BENCH_PORT' })),
);
for (const [index, server] of servers.entries()) VARIANTS[index].origin = server.origin;
const chromePath = findChromium();
if (!chromePath) throw new Error('bench:boot: no Chromium (run `node scripts/setup-chromium.mjs`)');
const samples = new Map(VARIANTS.map((variant) => [variant.name, { first: [], returning: [] }]));
try {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const variant of VARIANTS) {
        for (const visit of ['first', 'returning']) {
          const sample = await measure(chrome.port, variant.origin, visit === 'returning');
          samples.get(variant.name)[visit].push(sample);
          console.info(`bench:boot: run ${i + 1} ${variant.name} ${visit}: ${JSON.stringify(sample)}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  for (const server of servers) server.kill();
}

const cell = (runs, key) => median(runs.map((r) => r[key]));
const rows = VARIANTS.flatMap((variant) =>
  ['first', 'returning'].map((visit) => {
    const runs = samples.get(variant.name)[visit];
    return `| ${variant.name} | ${visit} | ${cell(runs, 'performance')} | ${Math.round(cell(runs, 'fcp'))} ms | ${Math.round(cell(runs, 'lcp'))} ms | ${Math.round(cell(runs, 'tbt'))} ms | ${(cell(runs, 'js') / 1024).toFixed(1)} KiB |`;
  }),
);
const pkg = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
const section = `## Start-up tricks (npm run bench:boot)

\`/\` built with every trick of scripts/build/boot.ts and once without each, served side by side by
\`mock:server\`, Lighthouse ${pkg.version} (mobile, simulated slow 4G and 4x CPU), Debian Chromium; runs interleaved,
median of ${RUNS} per row. First visit: nothing stored. Returning: 21+ answered, popups closed, empty HTTP cache.
Measured ${new Date().toISOString().slice(0, 10)}.

| build | visit | performance | FCP | LCP | TBT | JS transferred |
| ----- | ----- | ----------- | --- | --- | --- | -------------- |
${rows.join('\n')}
`;
writeSection(join(root, 'bench/results.md'), section);
rmSync(OUT, { recursive: true, force: true });
console.info(section);
