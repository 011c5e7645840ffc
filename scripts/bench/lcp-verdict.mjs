// The verdict of `npm run lcp:check` (scripts/bench/lcp-check.mjs), apart from the browser so it can be tested:
// what Lighthouse measured on `/` against the budget, and a message that says what to do when it is missed.

/**
 * `/`'s Largest Contentful Paint budgets under Lighthouse's simulated slow 4G and 4x CPU, in milliseconds, per
 * visit. Set on 2026-11-28 from runs on a quiet machine (load below 2), old and new builds alternating:
 * - returning: 0.72–0.79 s today (0.82–0.92 s before start-up fetched its chunks side by side); 1.2 s leaves
 *   room for the noise of simulated throttling (±150 ms a run) and a busy machine, and the banner regression
 *   (its picture painted at 2.45 s) fails it by far.
 * - first visit: 2.42–2.80 s today (the app's code is fetched only once the drawn 21+ question is on the screen,
 *   and that paint itself is at 1.6 s), so the budget that 2.45 s would fail cannot be held yet; 3.0 s catches
 *   a regression beyond the noise. On a machine with both cores busy (load 5–9) single runs gave 2.6–5.6 s:
 *   run `npm test` on a quiet one. Lower it below 2.45 s with the fix of the first visit (docs/performance.md,
 *   "The largest paint of `/`").
 */
export const LCP_BUDGETS = { 'first visit': 3000, returning: 1200 };

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * @param {{ visit: string, lcp: number, element?: string }[]} measurements one per visit measured
 * @param {Record<string, number>} budgets milliseconds, by visit
 * @returns {{ ok: boolean, message: string }}
 */
export function lcpVerdict(measurements, budgets = LCP_BUDGETS) {
  if (measurements.length === 0) return { ok: false, message: 'lcp: nothing was measured' };
  const over = (m) => !Number.isFinite(m.lcp) || !(m.visit in budgets) || m.lcp > budgets[m.visit];
  const lines = measurements.map(
    (m) =>
      `  ${m.visit}: ${seconds(m.lcp)} (budget ${m.visit in budgets ? seconds(budgets[m.visit]) : 'none'})${over(m) ? ' OVER' : ''}${m.element ? `, largest paint: ${m.element}` : ''}`,
  );
  if (!measurements.some(over))
    return { ok: true, message: ['lcp: / within its budgets (Lighthouse, simulated slow 4G, 4x CPU)', ...lines].join('\n') };
  return {
    ok: false,
    message: [
      'lcp: / missed its Largest Contentful Paint budget (Lighthouse, simulated slow 4G, 4x CPU):',
      ...lines,
      "What to do: find why the largest paint comes late with `npm run bench` and Lighthouse's",
      'largest-contentful-paint-element, LCP breakdown and critical request chain audits (docs/performance.md).',
      'Usually it waits for a script chunk or a call: draw it from the HTML, ask for its data and picture earlier,',
      'or hold its place so that something drawn sooner is the largest paint. Fix the page, not the budget',
      '(scripts/bench/lcp-verdict.mjs says why each budget is what it is).',
    ].join('\n'),
  };
}
