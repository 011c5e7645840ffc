// `npm run lcp:check` (after `npm run build`): `/`'s Largest Contentful Paint under Lighthouse's simulated
// slow 4G and 4x CPU, a first visit and a returning one, against the budget in scripts/bench/lcp-verdict.mjs.
// One run of each and only the LCP audits, so it costs seconds, not the minutes of `npm run bench`. Builds
// nothing: it serves dist/ as it is. Not yet part of `npm test`: simulated throttling multiplies the task times
// it observes, so on a machine with both cores busy the first visit read anywhere from 2.6 to 5.6 s, and a gate
// step must not turn red with the machine's load (docs/performance.md, "The largest paint of `/`").
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, findChromium } from '../chromium-path.mjs';
import { serveBuild } from '../served-app.mjs';
import { lighthouseVisit } from './lighthouse-visit.mjs';
import { lcpVerdict } from './lcp-verdict.mjs';

const chromePath = findChromium();
if (!chromePath) {
  console.error('lcp: no Chromium (run `node scripts/setup-chromium.mjs`)');
  process.exit(1);
}
// A fake backend of its own on a free port (LCP_PORT pins one): never a server another run left listening.
const server = await serveBuild('dist', Number(process.env.LCP_PORT ?? 0), { variable: 'LCP_PORT' });
const measurements = [];
try {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const returning of [false, true]) {
      const { audits } = await lighthouseVisit(chrome.port, server.origin, returning, {
        onlyAudits: ['largest-contentful-paint', 'largest-contentful-paint-element'],
      });
      const node = audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
      measurements.push({
        visit: returning ? 'returning' : 'first visit',
        lcp: audits['largest-contentful-paint'].numericValue ?? Number.NaN,
        element: node?.selector,
      });
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
}
const verdict = lcpVerdict(measurements);
(verdict.ok ? console.info : console.error)(verdict.message);
process.exit(verdict.ok ? 0 : 1);
