import { describe, expect, it } from 'vitest';
import { formatSummary, percentile, summarize, type Entry } from './summarize';

const vital = (route: string, name: string, value: number): Entry => ({ kind: 'vital', route, name, value });
const error = (message: string, route = '/'): Entry => ({ kind: 'error', route, source: 'error', message });

describe('telemetry summary', () => {
  it('takes the nearest-rank 75th percentile', () => {
    expect(percentile([1, 2, 3, 4], 75)).toBe(3);
    expect(percentile([400, 100, 300, 200, 500], 75)).toBe(400);
    expect(percentile([7], 75)).toBe(7);
  });

  it('gives p75 per route and metric, and the most frequent errors first', () => {
    const summary = summarize(
      [
        vital('/draw-result', 'LCP', 1000),
        vital('/draw-result', 'LCP', 3000),
        vital('/draw-result', 'LCP', 2000),
        vital('/draw-result', 'LCP', 4000),
        vital('/', 'CLS', 0.1),
        vital('/draw-result', 'CLS', 0.01),
        error('TypeError: a'),
        error('TypeError: b'),
        error('TypeError: b'),
      ],
      1,
    );
    expect(summary.vitals).toEqual([
      { route: '/', metric: 'CLS', p75: 0.1, count: 1 },
      { route: '/draw-result', metric: 'CLS', p75: 0.01, count: 1 },
      { route: '/draw-result', metric: 'LCP', p75: 3000, count: 4 },
    ]);
    expect(summary.errors).toEqual([{ source: 'error', message: 'TypeError: b', route: '/', count: 2 }]);
    expect(formatSummary(summary)).toMatch(/\/draw-result\s+LCP\s+3000\s+n=4/);
  });
});
