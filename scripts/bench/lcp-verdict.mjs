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
 *   a regression beyond the noise. On a machine with both cores busy (load 5–9) single runs gave 2.6–5.6 s,
 *   so it is watched, not gating (LCP_WATCHED). Lower it below 2.45 s with the fix of the first visit (docs/performance.md,
 *   "The largest paint of `/`").
 */
export const LCP_BUDGETS = { 'first visit': 3000, returning: 1200 };

/**
 * Visits measured and held to their budget in the report, but not failing the check: `npm test` runs it, and a
 * gate step must not turn red with the machine's load. The first visit's largest paint in Lighthouse's own
 * (unthrottled) load is the question and the banner the app draws, not the question drawn by index.html, so the
 * simulation charges it the app's whole chain of CPU tasks, multiplied: with two busy loops beside it one run
 * read 3.1 s, the returning visit 0.81 s. It gates once its largest paint is one the HTML draws.
 */
export const LCP_WATCHED = ['first visit'];

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * @param {{ visit: string, lcp: number, element?: string }[]} measurements one per visit measured
 * @param {Record<string, number>} budgets milliseconds, by visit
 * @param {string[]} watched visits reported against their budget without failing the check
 * @returns {{ ok: boolean, message: string }}
 */
export function lcpVerdict(measurements, budgets = LCP_BUDGETS, watched = LCP_WATCHED) {
  if (measurements.length === 0) return { ok: false, message: 'lcp: nothing was measured' };
  const over = (m) => !Number.isFinite(m.lcp) || !(m.visit in budgets) || m.lcp > budgets[m.visit];
  const fails = (m) => over(m) && !watched.includes(m.visit);
  const lines = measurements.map(
    (m) =>
      `  ${m.visit}: ${seconds(m.lcp)} (budget ${m.visit in budgets ? seconds(budgets[m.visit]) : 'none'}${watched.includes(m.visit) ? ', watched: reported, never failing' : ''})${over(m) ? ' OVER' : ''}${m.element ? `, largest paint: ${m.element}` : ''}`,
  );
  if (!measurements.some(fails))
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
