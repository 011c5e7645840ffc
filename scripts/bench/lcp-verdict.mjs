// The verdict of `npm run lcp:check` (scripts/bench/lcp-check.mjs), apart from the browser so it can be tested:
// what Lighthouse measured on `/` against the budget, and a message that says what to do when it is missed.

/**
 * `/`'s Largest Contentful Paint budgets under Lighthouse's simulated slow 4G and 4x CPU, in milliseconds, per
 * visit. Both fail the banner regression of 2026-11-28 (its picture painted at 2.45 s):
 * - returning: 0.72–0.80 s on a quiet machine (0.82–0.92 s before start-up fetched its chunks side by side),
 *   0.93–0.95 s with other stages' work beside it; 1.2 s leaves room for the noise of simulated throttling
 *   (±150 ms a run) and a busy machine.
 * - first visit: 0.91 s in a quiet fresh-clone run of 2026-11-29 (1.20 s on a busy machine), since its largest
 *   paint is the 21+ question index.html draws with its own inline styles and script (the banners wait for the
 *   answer, and the app's code for that paint: src/app/boot/start.ts); 1.40–1.43 s while the question waited for
 *   the whole stylesheet and a script file, 2.42–2.80 s when the banner's picture under it was. 2.0 s catches the
 *   question coming late (a stylesheet or script in its way) and anything drawn later growing larger than it.
 */
export const LCP_BUDGETS = { 'first visit': 2000, returning: 1200 };

/**
 * Visits measured and reported against their budget without failing the check: none. The first visit was watched
 * while its largest paint was the app's (a chain of CPU tasks the simulation multiplies, 2.6–5.6 s with the
 * machine busy); it gates since that paint is the one the HTML draws, which the load hardly moves.
 */
export const LCP_WATCHED = [];

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
    return {
      ok: true,
      message: ['lcp: / within its budgets (Lighthouse, simulated slow 4G, 4x CPU)', ...lines].join('\n'),
    };
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
