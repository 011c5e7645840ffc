import { describe, expect, it } from 'vitest';
import {
  BALANCE_GOAL_MS,
  EVENT_THRESHOLD_MS,
  INTERACTION_BUDGET_MS,
  balanceLine,
  balanceMet,
  interactionLatency,
  interactionRows,
  interactionTable,
  median,
} from './inp-report.mjs';

describe('the latency of one interaction, as INP counts it', () => {
  it('is the longest entry that belongs to an interaction; hovers and moves (interactionId 0) do not count', () => {
    expect(
      interactionLatency([
        { duration: 72, interactionId: 6175 },
        { duration: 64, interactionId: 6175 },
        { duration: 400, interactionId: 0 },
      ]),
    ).toBe(72);
  });

  it('is the worst key of a typed amount (three interactions)', () => {
    expect(
      interactionLatency([
        { duration: 512, interactionId: 1 },
        { duration: 408, interactionId: 1 },
        { duration: 376, interactionId: 2 },
        { duration: 232, interactionId: 3 },
      ]),
    ).toBe(512);
  });

  it('is the observer threshold when Event Timing reported nothing (the interaction was faster than it)', () => {
    expect(interactionLatency([])).toBe(EVENT_THRESHOLD_MS);
    expect(interactionLatency([{ duration: 300, interactionId: 0 }])).toBe(EVENT_THRESHOLD_MS);
  });
});

describe('medians and budgets', () => {
  it('takes the middle run, the mean of the middle two for an even count, NaN for none', () => {
    expect(median([184, 72, 96])).toBe(96);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([])).toBeNaN();
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });

  it('is within budget at exactly 100 ms and over at 101 ms; a median that cannot be read is over', () => {
    expect(INTERACTION_BUDGET_MS).toBe(100);
    const [at, over, none] = interactionRows([
      { name: 'tab bar to Games', runs: [100, 40, 120] },
      { name: 'back Home', runs: [101, 101, 90] },
      { name: 'switching language', runs: [] },
    ]);
    expect(at).toMatchObject({ median: 100, budget: 100, ok: true });
    expect(over).toMatchObject({ median: 101, ok: false });
    expect(none.ok).toBe(false);
    expect(interactionRows([{ name: 'x', runs: [150], budget: 200 }])[0].ok).toBe(true);
  });

  it('prints one row per interaction with its median, its runs, its budget and the verdict', () => {
    const table = interactionTable(
      interactionRows([
        { name: 'tab bar to Games', runs: [72.4, 64, 80] },
        { name: "Games' Jackpot tab", runs: [160, 152, 168] },
      ]),
    );
    expect(table.split('\n')).toEqual([
      '| interaction | median ms | runs (ms) | budget | ok |',
      '| ----------- | --------- | --------- | ------ | -- |',
      '| tab bar to Games | 72 | 72, 64, 80 | 100 ms | yes |',
      "| Games' Jackpot tab | 160 | 160, 152, 168 | 100 ms | OVER |",
    ]);
  });
});

describe('the balance line', () => {
  it('says the median against the 0.8 s budget, and over it fails the run', () => {
    expect(BALANCE_GOAL_MS).toBe(800);
    expect(balanceLine([1150, 1210, 1100])).toBe(
      'signed-in balance on / (warm cache, 150 ms RTT, 1.6 Mbit/s, 4x CPU): median 1.15 s (runs 1.15 s, 1.21 s, 1.10 s), budget 0.8 s: OVER',
    );
    expect(balanceMet([1150, 1210, 1100])).toBe(false);
    expect(balanceLine([790, 800, 900])).toContain('median 0.80 s');
    expect(balanceLine([790, 800, 900])).toContain('budget 0.8 s: ok');
    expect(balanceMet([790, 800, 900])).toBe(true);
    expect(balanceMet([]), 'not measured is not met').toBe(false);
  });
});
