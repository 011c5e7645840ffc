import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';

// The axe check every screen test relies on still fails where it must: in the page and inside a frame.

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>axe check</title></head><body><main>${body}</main></body></html>`;

test.beforeEach(async ({ page }) => {
  await page.route('**/axe-check/**', (route) => {
    const { pathname } = new URL(route.request().url());
    const bodies: Record<string, string> = {
      '/axe-check/clean': '<h1>Fine</h1><img src="data:," alt="A dot">',
      '/axe-check/broken': '<h1>Broken</h1><img src="data:,">',
      '/axe-check/outer': '<h1>Outer</h1><iframe src="/axe-check/frame" title="Inner page"></iframe>',
      '/axe-check/frame': '<h1>Inner</h1><button></button>',
      '/axe-check/sealed':
        '<h1>Sealed</h1><iframe sandbox src="/axe-check/clean" title="Sealed page"></iframe>',
    };
    return route.fulfill({ contentType: 'text/html', body: html(bodies[pathname] ?? '') });
  });
});

test('a page without violations passes', async ({ page }) => {
  await page.goto('/axe-check/clean');
  await expectNoAxeViolations(page);
});

test('a violation in the page fails, named with its element', async ({ page }) => {
  await page.goto('/axe-check/broken');
  await expect(expectNoAxeViolations(page, 'broken')).rejects.toThrow(
    /axe violations on broken[\s\S]*image-alt/,
  );
});

test('a violation inside a frame fails too', async ({ page }) => {
  await page.goto('/axe-check/outer');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Inner' })).toBeVisible();
  await expect(expectNoAxeViolations(page, 'outer')).rejects.toThrow(/button-name/);
});

test('a frame axe cannot reach fails instead of passing unchecked', async ({ page }) => {
  // A sandboxed frame runs no script: axe cannot look inside, so its content is unchecked.
  await page.goto('/axe-check/sealed');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Fine' })).toBeVisible();
  await expect(expectNoAxeViolations(page, 'sealed')).rejects.toThrow(/frame-tested/);
});
