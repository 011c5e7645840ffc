import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { PLAYER, returningVisitor } from './support/world';
import { openInApp } from './support/in-app';

// The shell on a phone: header, footer menu, guards, unknown paths, the language and the sidebar.

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

/** The Language header of every API call the page makes from now on, in order. */
function apiLanguages(page: Page): string[] {
  const languages: string[] = [];
  page.on('request', (request: Request) => {
    if (/^\/(wps|lgw)\//.test(new URL(request.url()).pathname)) languages.push(request.headers()['language']);
  });
  return languages;
}

test(
  'a visitor gets login and register in the header and a footer menu that marks where they are',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const [name, path, heading] of [
      ['Promos', '/promotion', 'Promotions'],
      ['Games', '/games', 'Games'],
      ['Results', '/draw-result', 'Draw results'],
    ] as const) {
      await menu.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    }
    // The footer stays on screen and nothing hides under it: the last thing of the page can be reached.
    const box = await menu.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
    await expectNoAxeViolations(page, '/draw-result');
  },
);

test('a visitor who opens a member screen is sent to log in without seeing it, and unknown paths go home', async ({
  page,
}) => {
  // Every heading the page ever shows, however briefly: the private screen must not flash before the redirect.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __headings: seen });
    new MutationObserver(() => {
      document.querySelectorAll('h1').forEach((h) => seen.push(h.textContent ?? ''));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/member/home');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const headings = await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
  expect(headings).toContain('Log in');
  expect(headings).not.toContain('My account');

  await openInApp(page, '/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Total balance' })).toBeVisible();
});

test('a player reaches the member screens; the account item stays marked on every one of them', async ({
  page,
}) => {
  await signIn(page, PLAYER);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await page.getByRole('link', { name: 'Security center' }).click();
  await expect(page).toHaveURL('/member/securityCenter');
  await expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/member/does-not-exist');
  await expect(page).toHaveURL('/');
});

// One page start: the sidebar in English, then the app in Chinese and in Filipino, each through a reload.
test('the sidebar offers customer service and the app download the status configures; the language switch turns the app Chinese, then Filipino, each remembered and asked of the server in its language', async ({
  page,
}) => {
  const languages = apiLanguages(page);
  await page.goto('/');
  const header = page.getByRole('banner');

  await test.step('the sidebar offers customer service and the app download the status configures', async () => {
    const toggle = page.getByRole('button', { name: 'Customer service and app download' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Live chat' })).toHaveAttribute(
      'href',
      'https://support.lottoph.example/chat',
    );
    await expect(page.getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@lottoph.example',
    );
    // Phones get their own store's download only.
    const android = /Android/.test(await page.evaluate(() => navigator.userAgent));
    await expect(page.getByRole('link', { name: 'Download the Android app' })).toHaveCount(android ? 1 : 0);
    await expect(page.getByRole('link', { name: 'Download the iPhone app' })).toHaveCount(android ? 0 : 1);
    await expectNoAxeViolations(page, 'sidebar open');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('the language switch turns the app Chinese, is remembered, and the server is asked in Chinese', async () => {
    const choice = page.getByRole('combobox', { name: 'Language' });
    await expect(choice.getByRole('option')).toHaveText(['English', 'Filipino', '中文']);
    await choice.selectOption('中文');
    await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');

    languages.length = 0;
    await page.reload();
    await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '今日开奖' })).toBeVisible();
    await expect.poll(() => languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['zh']));
    await expectNoAxeViolations(page, '/ in Chinese');
  });

  await test.step('issue 20 item 8: the language switch offers Filipino, which turns the screens Filipino and is remembered', async () => {
    await page.getByRole('combobox', { name: '语言' }).selectOption('Filipino');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    // The longer Filipino words still fit the header of the narrowest phone.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    languages.length = 0;
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Wika' })).toHaveValue('fil');
    await expect(page.getByRole('heading', { name: 'Mga bola ngayong araw' })).toBeVisible();
    // A screen beyond home, whose strings load with it.
    await page
      .getByRole('navigation', { name: 'Pangunahing menu' })
      .getByRole('link', { name: 'Laro' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mga laro' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Lahat' })).toBeVisible();
    // The server speaks English and Chinese only: a Filipino player's calls ask it in English.
    await expect.poll(() => languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['en']));
    await expectNoAxeViolations(page, '/games in Filipino');
  });

  await test.step('English again from the switch', async () => {
    await page.getByRole('combobox', { name: 'Wika' }).selectOption('English');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test(
  'the app is one centred column as wide as a large phone, on any screen',
  { tag: ['@layout', '@desktop'] },
  async ({ page }) => {
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    const viewport = page.viewportSize()!;
    const column = Math.min(viewport.width, 480);
    for (const region of [
      page.getByRole('main'),
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('list'),
    ]) {
      const box = (await region.boundingBox())!;
      // As wide as the screen on a phone, 480 px on anything wider, and the same room left on both sides.
      expect(Math.round(box.width)).toBe(column);
      expect(Math.abs(box.x - (viewport.width - (box.x + box.width)))).toBeLessThanOrEqual(1);
    }
    // Nothing sticks out sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  },
);
