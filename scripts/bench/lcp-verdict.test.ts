import { describe, expect, it } from 'vitest';
import { LCP_BUDGET_MS, lcpVerdict } from './lcp-verdict.mjs';

describe("the verdict on /'s Largest Contentful Paint", () => {
  it('fails the regression it was set against: the banner painted at 2.45 s', () => {
    const verdict = lcpVerdict([
      { visit: 'first visit', lcp: 1200 },
      { visit: 'returning', lcp: 2450, element: 'div.banners__slide > a.banner > span.remote-image > img' },
    ]);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('returning: 2.45 s (over), largest paint: div.banners__slide');
    expect(verdict.message).toContain(`budget of ${(LCP_BUDGET_MS / 1000).toFixed(2)} s`);
    expect(verdict.message).toContain('npm run bench');
    // The visit within budget is reported as measured, not as over.
    expect(verdict.message).toContain('first visit: 1.20 s\n');
  });

  it('passes when every visit is within the budget, saying what was measured', () => {
    const verdict = lcpVerdict(
      [
        { visit: 'first visit', lcp: 1500 },
        { visit: 'returning', lcp: 1800 },
      ],
      1800,
    );
    expect(verdict).toEqual({
      ok: true,
      message: 'lcp: / within 1.80 s (Lighthouse, simulated slow 4G)\n  first visit: 1.50 s\n  returning: 1.80 s',
    });
  });

  it('fails one millisecond over, and when a visit measured nothing', () => {
    expect(lcpVerdict([{ visit: 'first visit', lcp: 1801 }], 1800).ok).toBe(false);
    expect(lcpVerdict([{ visit: 'first visit', lcp: Number.NaN }], 1800).ok).toBe(false);
    expect(lcpVerdict([], 1800)).toEqual({ ok: false, message: 'lcp: nothing was measured' });
  });

  it('has a budget that 2.45 s fails', () => {
    expect(LCP_BUDGET_MS).toBeLessThan(2450);
  });
});
