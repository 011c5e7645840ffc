import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The production build runs under the production Content Security Policy (served by mock:server exactly as
// docs/security.md asks of real deployments): our own pages cause no violation, and an injected inline script
// does not run.

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('the policy is sent with the app', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "script-src 'self'",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain('unsafe-inline');
});

for (const path of ['/', '/login', '/games', '/draw-result', '/promotion']) {
  test(`no policy violation on ${path}`, async ({ page }) => {
    await recordViolations(page);
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('an injected inline script is blocked', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = true';
    document.body.appendChild(script);
  });
  await expect.poll(() => violations(page)).toContainEqual(expect.stringContaining('script-src'));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
});
