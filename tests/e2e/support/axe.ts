import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.0 to 2.2, levels A and AA. target-size (24 × 24 px, WCAG 2.2) is switched on by name so it is
// checked even if a future axe release stops counting it under these tags.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe on the page as it is now and fails with a readable list of what broke. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    // options() replaces every option, so it must come before withTags(). Only violations are read, so axe
    // reports nothing else: the passes of a full page are a quarter of a megabyte to serialise.
    //
    // pingWaitTime: axe asks each frame's copy of itself to answer within it (500 ms by default) and skips a
    // frame that answers later, silently: on a busy machine the frame check of axe-check.spec.ts passed a
    // broken frame once (CI, two workers beside the unit run's leftovers). 2 s covers a busy frame.
    .options({
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
      pingWaitTime: 2_000,
    })
    .withTags(AXE_TAGS)
    // axe.run() in the page (frames still injected and scanned) instead of a partial run per frame finished
    // in a second, blank page with axe loaded into it again: the same rules, half the CPU of a scan, and
    // the browser tests run a few hundred scans (tests/e2e/axe-check.spec.ts proves both kinds still fail).
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
