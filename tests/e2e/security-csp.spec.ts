import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The production build runs under the production Content Security Policy (served by mock:server exactly as
// docs/security.md asks of real deployments): our own pages cause no violation, an injected inline script does
// not run, and under Trusted Types no string becomes HTML by assignment.

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
    "require-trusted-types-for 'script'",
    'trusted-types default dompurify',
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
  // Trusted Types refuse the script's text as a string; the text put in as a node still meets script-src (and
  // Trusted Types again) when the script would run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    try {
      script.textContent = 'window.__pwned = true';
    } catch {
      script.appendChild(document.createTextNode('window.__pwned = true'));
    }
    document.body.appendChild(script);
  });
  await expect
    .poll(() => violations(page))
    .toContainEqual(expect.stringMatching(/^(script-src|require-trusted-types-for)/));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

test('a string assigned to innerHTML is refused (Trusted Types)', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/');
  await expect(page.locator('main').first()).toBeVisible();
  const outcome = await page.evaluate(() => {
    const holder = document.createElement('div');
    try {
      holder.innerHTML = '<img src="x" alt="injected">';
      return `assigned: ${holder.innerHTML}`;
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(outcome).toBe('TypeError');
  await expect
    .poll(() => violations(page))
    .toContainEqual(expect.stringContaining('require-trusted-types-for'));
});

test("operator HTML still shows, as DOMPurify's trusted HTML, with no violation", async ({ page }) => {
  await recordViolations(page);
  await page.goto('/notice');
  await expect(page.locator('.safe-html:not([aria-busy])').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
