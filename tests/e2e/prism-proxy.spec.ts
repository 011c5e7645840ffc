import { expect, test } from './fixtures';
import { expectNoPrismViolations } from './support/prism-proxy';

// The `prism` project sends the app's contract calls through Stoplight Prism and fails a test on anything it
// reports. This proves the check bites: an answer drifting from the contract (the status's country code a
// number instead of a string, falsified between the fake backend and Prism) is reported with the operation
// and the field, in the words the failing test would print. It runs in the `prism` project, on its proxy: the
// drift is applied for this test only, so the flows before and after it stay clean.

const STATUS = '/wps/system/status';

test.use({ prismDrift: { path: STATUS, field: 'location.countryCode', action: { set: 63 } } });

test.describe('issue 21 item 2: the browser flows through Prism', { tag: '@prism' }, () => {
  test('an answer off the contract fails the test, naming the operation and the field', async ({
    page,
    prismViolations,
  }) => {
    const status = page.waitForResponse((response) => new URL(response.url()).pathname === STATUS);
    await page.goto('/');
    expect((await status).ok(), 'the page still got its answer, through the proxy').toBe(true);

    expect(prismViolations).toContainEqual(
      expect.stringMatching(/^getStatus: response\.body\.location\.countryCode: .+/),
    );
    expect(() => expectNoPrismViolations(prismViolations)).toThrow(
      /getStatus: response\.body\.location\.countryCode/,
    );
    // The drift was made on purpose and has been seen: the end-of-test check would fail the test for it.
    prismViolations.length = 0;
  });
});
