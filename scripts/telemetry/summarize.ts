// What `npm run telemetry:summary` prints, computed from GET /__mock/telemetry's entries: the 75th percentile
// of each Core Web Vital per route pattern (the figure Core Web Vitals are judged by) and the most frequent
// errors.

export interface Entry {
  kind: 'vital' | 'error';
  route: string;
  name?: string;
  value?: number;
  source?: string;
  message?: string;
}

export interface Summary {
  vitals: { route: string; metric: string; p75: number; count: number }[];
  errors: { source: string; message: string; route: string; count: number }[];
}

/** Nearest-rank percentile, as CrUX reports it: the smallest value at or above p of the samples. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(entries: Entry[], topErrors = 10): Summary {
  const vitals = new Map<string, { route: string; metric: string; values: number[] }>();
  const errors = new Map<string, Summary['errors'][number]>();
  for (const e of entries) {
    if (e.kind === 'vital' && e.name && typeof e.value === 'number') {
      const key = `${e.route}\n${e.name}`;
      const group = vitals.get(key) ?? { route: e.route, metric: e.name, values: [] };
      group.values.push(e.value);
      vitals.set(key, group);
    } else if (e.kind === 'error') {
      const key = `${e.source}\n${e.message}\n${e.route}`;
      const group = errors.get(key) ?? {
        source: e.source ?? '?',
        message: e.message ?? '',
        route: e.route,
        count: 0,
      };
      group.count++;
      errors.set(key, group);
    }
  }
  return {
    vitals: [...vitals.values()]
      .map(({ route, metric, values }) => ({
        route,
        metric,
        p75: percentile(values, 75),
        count: values.length,
      }))
      .sort((a, b) => a.route.localeCompare(b.route) || a.metric.localeCompare(b.metric)),
    errors: [...errors.values()].sort((a, b) => b.count - a.count).slice(0, topErrors),
  };
}

export function formatSummary({ vitals, errors }: Summary): string {
  const lines = ['p75 per route (ms; CLS unitless), n = samples'];
  for (const v of vitals)
    lines.push(
      `  ${v.route.padEnd(28)} ${v.metric.padEnd(5)} ${String(+v.p75.toFixed(3)).padStart(9)}  n=${v.count}`,
    );
  if (vitals.length === 0) lines.push('  (no vitals)');
  lines.push('', 'top errors');
  for (const e of errors)
    lines.push(`  ${String(e.count).padStart(4)}×  [${e.source}] ${e.route}  ${e.message}`);
  if (errors.length === 0) lines.push('  (no errors)');
  return lines.join('\n');
}
