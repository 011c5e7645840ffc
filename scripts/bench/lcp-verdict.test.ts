import { describe, expect, it } from 'vitest';
import { LCP_BUDGETS, LCP_WATCHED, lcpVerdict } from './lcp-verdict.mjs';

const BANNER = 'div.banners__slide > a.banner > span.remote-image > img';

describe("the verdict on /'s Largest Contentful Paint", () => {
  it('fails the banner regression of a returning visit (its picture painted at 2.45 s), naming what painted', () => {
    const verdict = lcpVerdict([
      { visit: 'first visit', lcp: 1400 },
      { visit: 'returning', lcp: 2450, element: BANNER },
    ]);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain(`returning: 2.45 s (budget 1.20 s) OVER, largest paint: ${BANNER}`);
    expect(verdict.message).toContain('npm run bench');
    // The visit within its budget is reported as measured, not as over.
    expect(verdict.message).toContain('first visit: 1.40 s (budget 2.00 s)\n');
  });

  it('fails the same regression on a first visit (the banner under the 21+ question painted at 2.45 s)', () => {
    const verdict = lcpVerdict([
      { visit: 'first visit', lcp: 2450, element: BANNER },
      { visit: 'returning', lcp: 790 },
    ]);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain(`first visit: 2.45 s (budget 2.00 s) OVER, largest paint: ${BANNER}`);
  });

  it("passes today's page as measured on a quiet machine, saying what was measured", () => {
    const verdict = lcpVerdict([
      { visit: 'first visit', lcp: 1430 },
      { visit: 'returning', lcp: 790 },
    ]);
    expect(verdict).toEqual({
      ok: true,
      message:
        'lcp: / within its budgets (Lighthouse, simulated slow 4G, 4x CPU)\n' +
        '  first visit: 1.43 s (budget 2.00 s)\n  returning: 0.79 s (budget 1.20 s)',
    });
  });

  it('fails one millisecond over, a visit that measured nothing, a visit without a budget, and no runs', () => {
    expect(lcpVerdict([{ visit: 'returning', lcp: 1201 }]).ok).toBe(false);
    expect(lcpVerdict([{ visit: 'returning', lcp: 1200 }]).ok).toBe(true);
    expect(lcpVerdict([{ visit: 'returning', lcp: Number.NaN }]).ok).toBe(false);
    expect(lcpVerdict([{ visit: 'second visit', lcp: 100 }]).message).toContain(
      'second visit: 0.10 s (budget none) OVER',
    );
    expect(lcpVerdict([])).toEqual({ ok: false, message: 'lcp: nothing was measured' });
  });

  it('reports a watched visit over its budget without failing, and gates every visit by default', () => {
    const watched = lcpVerdict(
      [
        { visit: 'first visit', lcp: 3120 },
        { visit: 'returning', lcp: 810 },
      ],
      LCP_BUDGETS,
      ['first visit'],
    );
    expect(watched.ok).toBe(true);
    expect(watched.message).toContain(
      'first visit: 3.12 s (budget 2.00 s, watched: reported, never failing) OVER',
    );
    expect(LCP_WATCHED).toEqual([]);
  });

  it('holds both visits below the 2.45 s of the regression', () => {
    expect(LCP_BUDGETS.returning).toBeLessThan(2450);
    expect(LCP_BUDGETS['first visit']).toBeLessThan(2450);
  });
});
