import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fetchedAdvice, ratioAdvice, scriptName } from './advice.mjs';
import { FETCHED, INITIAL, RATIO_GOAL, ROUTE_DEFAULT, SHARED, stated, type Budget } from './budgets.mjs';

const readme = readFileSync('README.md', 'utf8');
const performance = readFileSync('docs/performance.md', 'utf8');

/** Every `≤ N kB` a text states. */
const kBFigures = (text: string) => [...text.matchAll(/≤ ([\d.]+) kB/g)].map((m) => Number(m[1]));

describe('one set of size budgets', () => {
  const firstPage: Budget[] = [FETCHED.returning, FETCHED.first, INITIAL];
  const all: Budget[] = [...firstPage, SHARED, ROUTE_DEFAULT];

  it('each leaves room for the next feature, and says how much', () => {
    for (const budget of [...firstPage, SHARED, ROUTE_DEFAULT]) {
      expect(budget.headroom, budget.what).toBeGreaterThanOrEqual(1);
      expect(budget.kB, budget.what).toBeCloseTo(budget.measured + budget.headroom, 0);
    }
    // The fetched budgets say what each script weighed, so a failure can say which grew.
    for (const budget of [FETCHED.returning, FETCHED.first]) {
      const scripts = Object.values(budget.scripts).reduce((sum, kB) => sum + kB, 0);
      expect(scripts, budget.what).toBeCloseTo(budget.measured, 1);
    }
  });

  it("README.md states the first page's budgets as scripts/size/budgets.mjs has them, and no other", () => {
    for (const budget of firstPage) expect(readme, budget.what).toContain(stated(budget));
    expect(kBFigures(readme).sort()).toEqual(firstPage.map((b) => b.kB).sort());
  });

  it('docs/performance.md states every budget as scripts/size/budgets.mjs has them, and no other', () => {
    for (const budget of all) expect(performance, budget.what).toContain(stated(budget));
    expect(new Set(kBFigures(performance))).toEqual(new Set(all.map((b) => b.kB)));
    expect(performance).toContain(`**≤ ${RATIO_GOAL} ×**`);
  });
});

describe('a failure names the scripts by what they are', () => {
  it('drops the content hash, keeps a name without one', () => {
    expect(scriptName('/assets/app-C5-wC3Pc.js')).toBe('app');
    expect(scriptName('/assets/rolldown-runtime-COiEfhsA.js')).toBe('rolldown-runtime');
    expect(scriptName('/sw.js')).toBe('sw');
  });

  it('says which script grew, which is new, where each comes from and what to do', () => {
    const fetched: [string, number][] = Object.entries(FETCHED.returning.scripts).map(([name, kB]) => [
      `/assets/${name}-AbCd1234.js`,
      Math.round(kB * 1000) + (name === 'app' ? 900 : 0),
    ]);
    fetched.push(['/assets/calendar-Zz99_-aa.js', 1500]);
    const advice = fetchedAdvice(FETCHED.returning, fetched).join('\n');
    expect(advice).toContain('calendar (new, 1.50 kB): a file `/` did not fetch before');
    expect(advice).toMatch(/app \(\+0\.90 kB, [\d.]+ kB\): src\/app\/boot\/index\.tsx/);
    expect(advice).not.toMatch(/^ {2}react /m);
    expect(advice).toContain('src/app/router.tsx');
    expect(advice).toContain('@/api/areas/<area>');
    expect(advice).toContain('LOG');
  });
});

describe('the goal over the bare card-library app', () => {
  it('says how far over it a visit is and what to do, never to raise it', () => {
    const advice = ratioAdvice(139.4, 112.2, RATIO_GOAL).join('\n');
    expect(advice).toContain('1.242 × the bare card-library app (112.2 kB), over the goal of 1.15 ×');
    expect(advice).toContain('10.4 kB of the app');
    expect(advice).toContain('Do not raise RATIO_GOAL');
    expect(advice).toContain('@/api/areas/<area>');
    expect(advice).not.toContain('Raising a budget');
  });
});
