// The arithmetic and the wording of `npm run bench:inp` (scripts/bench/inp.mjs), apart from the browser so it
// can be tested: an interaction's latency from its Event Timing entries, medians, budgets and the table.

/** Each interaction's budget, milliseconds: the issue's "interactions stay instant" line (INP's "good" is 200). */
export const INTERACTION_BUDGET_MS = 100;
/** The signed-in balance on `/` with a warm cache on slow 4G and 4x CPU: a budget, the run fails over it. */
export const BALANCE_GOAL_MS = 800;
/** Event Timing reports nothing shorter than this (the smallest durationThreshold it accepts). */
export const EVENT_THRESHOLD_MS = 16;

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The latency of what the player did, as INP counts it: the longest Event Timing entry that belongs to an
 * interaction (interactionId > 0), over every interaction in `entries` (typing three digits is three). An
 * interaction faster than the observer's threshold leaves no entry: then it took under EVENT_THRESHOLD_MS,
 * and that bound is what counts.
 * @param {{ duration: number, interactionId: number }[]} entries
 */
export function interactionLatency(entries) {
  const durations = entries.filter((e) => e.interactionId > 0).map((e) => e.duration);
  return durations.length === 0 ? EVENT_THRESHOLD_MS : Math.max(...durations);
}

/**
 * One table row per interaction: the median of its runs against its budget.
 * @param {{ name: string, runs: number[], budget?: number }[]} measured
 */
export function interactionRows(measured) {
  return measured.map(({ name, runs, budget = INTERACTION_BUDGET_MS }) => {
    const value = median(runs);
    return { name, median: value, runs, budget, ok: Number.isFinite(value) && value <= budget };
  });
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');

/** The Markdown table of interactionRows, as printed and written to bench/results.md. */
export function interactionTable(rows) {
  return [
    `| interaction | median ms | runs (ms) | budget | ok |`,
    `| ----------- | --------- | --------- | ------ | -- |`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${ms(r.median)} | ${r.runs.map(ms).join(', ')} | ${r.budget} ms | ${r.ok ? 'yes' : 'OVER'} |`,
    ),
  ].join('\n');
}

/** Whether the balance's median is within its budget. */
export const balanceMet = (runs, budget = BALANCE_GOAL_MS) => median(runs) <= budget;

/** The balance line: the median against its budget. */
export function balanceLine(runs, budget = BALANCE_GOAL_MS) {
  const value = median(runs);
  return `signed-in balance on / (warm cache, 150 ms RTT, 1.6 Mbit/s, 4x CPU): median ${(value / 1000).toFixed(2)} s (runs ${runs.map((r) => `${(r / 1000).toFixed(2)} s`).join(', ')}), budget ${(budget / 1000).toFixed(1)} s: ${balanceMet(runs, budget) ? 'ok' : 'OVER'}`;
}
