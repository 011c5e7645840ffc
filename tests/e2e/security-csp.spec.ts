import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp } from './support/in-app';

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
  // index.html's one inline script and one inline style (the first visit's), each admitted by its hash alone.
  const sources = (name: string) =>
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([directive]) => directive === name)
      ?.slice(1);
  expect(sources('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/]{43}='$/)]);
  expect(sources('style-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/]{43}='$/)]);
});

test('no policy violation on /, /login, /games, /draw-result or /promotion, opened one after another, nor from operator HTML on /notice', async ({
  page,
}) => {
  await recordViolations(page);
  // The first by its address, the others as the app's links open them: each screen's chunks, calls and
  // pictures load under the policy either way, and the app starts once.
  for (const [index, path] of ['/', '/login', '/games', '/draw-result', '/promotion'].entries()) {
    if (index === 0) await page.goto(path);
    else await openInApp(page, path);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.locator('main').first()).toBeVisible();
    // The screen has its data and every picture has arrived or failed: whatever it loads has met the policy.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    expect(await violations(page), path).toEqual([]);
  }

  await test.step("operator HTML still shows, as DOMPurify's trusted HTML, with no violation", async () => {
    await page.goto('/notice');
    await expect(page.locator('.safe-html:not([aria-busy])').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

// One page for three cases, each of which used to start the app in a fresh browser context of its own.
test('a string assigned to innerHTML is refused (Trusted Types); an injected inline script is blocked; a framed page hides itself from another site', async ({
  page,
  baseURL,
}) => {
  await recordViolations(page);
  await page.goto('/');

  await test.step('a string assigned to innerHTML is refused (Trusted Types)', async () => {
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

  // The assignment's violation, already seen, is not taken for the script's.
  await page.evaluate(() => {
    (window as unknown as { __cspViolations: string[] }).__cspViolations.length = 0;
  });

  await test.step('an injected inline script is blocked', async () => {
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

  await test.step('a page framed by another site hides itself when its host sends no frame rule; our own framing shows it', async () => {
    const app = new URL('/games', baseURL).href;
    // A host that sends no header: the app's answer with frame-ancestors and X-Frame-Options taken off.
    await page.route(app, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    const framing = (url: string) =>
      page.route(url, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>framing</title><iframe src="${app}" title="framed" width="400" height="800"></iframe>`,
        }),
      );
    await framing('http://other.example/');
    await framing(new URL('/framing-test', baseURL).href);

    await page.goto('http://other.example/');
    const framed = page.frameLocator('iframe[title="framed"]');
    await expect(framed.locator('html')).toHaveCSS('display', 'none');
    await expect(framed.getByRole('heading', { level: 1, name: 'Games' })).toBeHidden();

    await page.goto(new URL('/framing-test', baseURL).href);
    await expect(framed.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  });
});
