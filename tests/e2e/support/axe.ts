import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// WCAG 2.0 to 2.2, levels A and AA. target-size (24 × 24 px, WCAG 2.2) is switched on by name so it is
// checked even if a future axe release stops counting it under these tags.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// axe's minified build (0.65 MB). `require('axe-core').source` is the readable one (1.5 MB): every scan of a new
// document sent it over the DevTools pipe and the page parsed it, about a quarter more of a scan's CPU.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: {
    'target-size': { enabled: true },
    // A frame axe could not reach is a failure, not a silent pass: its content would go unchecked.
    'frame-tested': { enabled: true },
  },
  // Only violations are read, so axe reports nothing else: the passes of a full page are a quarter of a
  // megabyte to serialise.
  resultTypes: ['violations'],
  // How long the page's axe waits for a frame's copy to answer. The copies are all in place before the run
  // starts (below), so this is only for a busy machine.
  pingWaitTime: 2_000,
};

/**
 * Puts axe into the frame unless it is there from an earlier scan of the same document. @axe-core/playwright
 * evaluated axe's half-megabyte source in every frame on every scan (most of a scan's CPU: a scan 0.8–1.1 s
 * with it, 0.25–0.35 s without, a few hundred scans a run), and gave each frame 1 s to take it, after which
 * the frame was skipped without a word (the lottery frame, on a busy machine).
 */
async function ensureAxe(frame: Frame): Promise<void> {
  try {
    await putAxe(frame);
  } catch (error) {
    // The frame's document was replaced while axe went in (a frame still navigating when the scan began, seen
    // once on a loaded machine): its new document gets axe once it has loaded. Any other failure stands.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await frame.waitForLoadState();
    await putAxe(frame);
  }
}

async function putAxe(frame: Frame): Promise<void> {
  // axe's source and its configuration in one evaluation: two would let the frame's document be replaced in
  // between (the configuration then ran in a new document without axe). The frames answer the page's axe only
  // when they share its origin, as the app's lottery frame does. A frame that does not answer is a violation
  // (axe's default is a note for a human to review).
  if (await frame.evaluate('typeof window.axe === "object"')) return;
  await frame.evaluate(
    `${AXE_SOURCE}
    ;axe.configure({
      allowedOrigins: ["<same_origin>"],
      checks: [{ id: "frame-tested", options: { isViolation: true } }],
    })`,
  );
}

/** Runs axe on the page as it is now, frames included, and fails with a readable list of what broke. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  for (const frame of page.frames()) await ensureAxe(frame);
  // axe.run() in the page, which asks each frame's copy for its part (a frame without one fails
  // frame-tested): the same rules as a partial run per frame finished in a second, blank page with axe
  // loaded into it again, at half the CPU (tests/e2e/axe-check.spec.ts proves page and frame still fail).
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (o: RunOptions) => Promise<AxeResults> } }).axe.run(options),
    OPTIONS,
  );
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
