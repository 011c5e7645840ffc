import { test as base, expect, type Page } from '@playwright/test';
import { startContractMock, type RunningContractMock } from '../../scripts/contract/lib/contract-mock';
import { leakedValues } from '../../scripts/contract/lib/leaked-values';
import { MEMBER_SCREENS, PUBLIC_SCREENS, type Screen } from '../e2e/support/routes';
import type { ContractMockOptions } from './seeds';

// Issue 21 item 4: the app on any contract-valid data. Prism's dynamic mock answers every call with random data
// the contract allows (one seed per project, playwright.contract-mock.config.ts); every route is visited logged
// out and logged in, and each screen must hold: no error screen, no uncaught error, no "undefined", "NaN",
// "null" or "[object Object]" standing alone on it (scripts/contract/lib/leaked-values.ts: lorem ipsum's "nulla"
// is none), nothing wider than the screen, and amounts and dates either formatted or shown as "-".
// A failure names its seed: `npm run start:contract-mock -- --seed <seed>` shows the same answers by hand.

/** A free port unless E2E_PORT pins one; vite refuses a taken one (strictPort), so never another run's server. */
const E2E_PORT = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;

const test = base.extend<object, ContractMockOptions & { contractMock: RunningContractMock }>({
  seed: ['lotto-1', { option: true, scope: 'worker' }],
  contractMock: [
    async ({ seed }, use) => {
      const running = await startContractMock({ seed, port: E2E_PORT, staticDir: 'dist' });
      await use(running);
      await running.stop();
    },
    // Prism reads both contracts before it answers: up to half a minute on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  // Not `use`: the React hooks rule reads a call of `use` in a function named baseURL as a hook call.
  baseURL: async ({ contractMock }, provide) => {
    await provide(contractMock.url);
  },
});

/** Every route of the browser suite's list; on random data the home greets whatever nickname Prism answers. */
const PUBLIC = PUBLIC_SCREENS.map(([path, title]): Screen => [
  path,
  path === '/' ? /^(Home|Hello, .+)$/ : title,
]);

/** The member routes; the game screen's title is the game's own name, which is Prism's. */
const PRIVATE = MEMBER_SCREENS.map(([path, title]): Screen => [
  path,
  path.startsWith('/lottGame') ? /./ : title,
]);

const API_HEADERS = { Language: 'en', Merchant: 'lottoph', Device: 'MOBILE' };

/**
 * Leaves the device as a finished login does (src/services/session-actions.ts): Prism takes any bearer token,
 * so the session is written straight to storage with the member Prism answers for it.
 */
async function signIn(page: Page) {
  const token = 'contract-mock-session';
  const info = await page.request.get('/wps/member/info', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(info.ok(), await info.text()).toBe(true);
  const member = (await info.json()) as { id: number; nickname?: string };
  await page.goto('/v.json');
  await page.evaluate(
    ({ token, member }) => {
      localStorage.setItem('lotto.token', token);
      localStorage.setItem('lotto.lastAccessAt', String(Date.now()));
      localStorage.setItem('lotto.firstTimeLogin', 'false');
      localStorage.setItem('lotto.member', JSON.stringify(member));
    },
    { token, member: member.nickname ? { id: member.id, nickname: member.nickname } : { id: member.id } },
  );
}

/** The text and the labels (aria-label, title, alt, placeholder) of the screen as drawn now (run in the page). */
function shownText(): { text: string; labels: string[] } {
  const labels = [...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')]
    .flatMap((el) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => el.getAttribute(name)))
    .filter((value): value is string => Boolean(value));
  return { text: document.body.innerText, labels };
}

/** A value printed instead of text (`null`, `undefined`, `NaN`, `[object Object]`), one line per kind and place. */
function leaks({ text, labels }: { text: string; labels: string[] }): string[] {
  const excerpt = (content: string, index: number) =>
    JSON.stringify(content.slice(Math.max(0, index - 30), index + 40).replace(/\s+/g, ' '));
  return [
    ...leakedValues(text).map(({ word, index }) => `the text "${word}": ${excerpt(text, index)}`),
    ...labels.flatMap((label) =>
      leakedValues(label).map(({ word, index }) => `the label "${word}": ${excerpt(label, index)}`),
    ),
  ];
}

/**
 * What is wrong with the screen as drawn now, one line per problem (run in the page). Amounts are the app's
 * `.amount` elements and any text with the peso sign; dates are its `<time>` elements and any text shaped like
 * the app's YYYY.MM.DD.
 */
function screenProblems(): string[] {
  const problems: string[] = [];
  const excerpt = (text: string, index: number) =>
    JSON.stringify(text.slice(Math.max(0, index - 30), index + 40).replace(/\s+/g, ' '));
  const visible = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });

  const text = document.body.innerText;

  // A year that is not four digits (a negative one, or one past 9999) is an out-of-range timestamp shown as is.
  const badDate = /(?:^|[^\d.])(-\d+\.\d{2}\.\d{2}|\d{5,}\.\d{2}\.\d{2})\b/.exec(text);
  if (badDate) problems.push(`a date out of range: ${excerpt(text, badDate.index)}`);
  for (const time of document.querySelectorAll('time')) {
    const shown = time.textContent?.trim() ?? '';
    if (
      shown !== '-' &&
      !/^(\d{4}[.-]\d{2}[.-]\d{2}( \d{2}:\d{2}(:\d{2})?)?|\d{2}:\d{2}(:\d{2})?)$/.test(shown)
    )
      problems.push(`a date not formatted: <time>${shown}</time>`);
  }
  const money = /^[+-]?[^\s\d]{1,3}\u00a0?\d{1,3}(,\d{3})*\.\d{2}$/;
  for (const amount of document.querySelectorAll('.amount')) {
    const shown = amount.textContent?.trim() ?? '';
    if (shown !== '-' && !money.test(shown)) problems.push(`an amount not formatted: "${shown}"`);
  }
  // The peso sign alone in brackets is a field's unit ("Daily limit (₱)"), not an amount.
  for (const found of text.matchAll(/₱\S*/g))
    if (!/^₱(\d{1,3}(,\d{3})*\.\d{2}|\))/.test(found[0]))
      problems.push(`an amount not formatted: ${excerpt(text, found.index)}`);

  // Wider than the screen: reaching past either edge, unless an ancestor that is itself on the screen clips or
  // scrolls it (a carousel's track, a horizontally scrolling tab bar).
  const nameOf = (el: Element) =>
    [el.tagName.toLowerCase(), ...[...el.classList].map((name) => `.${name}`)].join('');
  const width = document.documentElement.clientWidth;
  const onScreen = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
  for (const el of document.body.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || onScreen(rect) || !visible(el)) continue;
    let clipped = false;
    for (let up = el.parentElement; up && up !== document.body && !clipped; up = up.parentElement)
      clipped = getComputedStyle(up).overflowX !== 'visible' && onScreen(up.getBoundingClientRect());
    if (!clipped)
      problems.push(
        `wider than the screen (${Math.round(rect.left)}…${Math.round(rect.right)} of ${width}): ${nameOf(el)}`,
      );
  }
  // Text that spills out of its own box (the balance card's symbol): a block whose content is wider than it
  // and not clipped on purpose (a name cut to two lines hides what does not fit).
  for (const el of document.body.querySelectorAll(
    'p, span, h1, h2, h3, strong, div, dd, dt, li, button, a',
  )) {
    // A visually hidden label (1 px, clipped) is not drawn text.
    if (!visible(el) || getComputedStyle(el).display === 'inline' || el.clientWidth <= 1) continue;
    if (el.children.length > 0 || !el.textContent?.trim()) continue;
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
      problems.push(
        `text wider than its box (${el.scrollWidth} > ${el.clientWidth}): ${nameOf(el)} "${el.textContent.trim().slice(0, 60)}"`,
      );
  }
  return problems;
}

/** Moves inside the running app the way its links do (no reload); the router follows the history. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function visitEach(
  page: Page,
  screens: [path: string, title: string | RegExp][],
  seed: string,
  label: string,
) {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  const found: string[] = [];
  for (const [index, [path, title]] of screens.entries()) {
    if (index === 0) await page.goto(path);
    else await openInApp(page, path);
    const where = `${path} (${label}, seed ${seed})`;
    const error = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
    // The screen's own title, or the error screen in its place (an overlay such as "Access restricted", which
    // Prism's random status can ask for, has a title of its own besides).
    const shown = page.getByRole('heading', { level: 1, name: title, exact: true }).or(error);
    await expect(shown.first()).toBeAttached();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (await error.count()) found.push(`${where}: the error screen`);
    found.push(...uncaught.splice(0).map((message) => `${where}: uncaught ${message}`));
    found.push(...leaks(await page.evaluate(shownText)).map((problem) => `${where}: ${problem}`));
    found.push(...(await page.evaluate(screenProblems)).map((problem) => `${where}: ${problem}`));
  }
  expect(found, `replay with: npm run start:contract-mock -- --seed ${seed}`).toEqual([]);
}

// One screen after another on a cold Prism: more than one screen's worth of time.
const MANY_SCREENS_MS = 180_000;

test('§21.4 every route, logged out, on contract-valid random data', async ({ page, seed }) => {
  test.setTimeout(MANY_SCREENS_MS);
  // A member screen sends a visitor to the login screen.
  const toLogin = PRIVATE.map(([path]): [string, string] => [path, 'Log in']);
  await visitEach(page, [...PUBLIC, ...toLogin], seed, 'logged out');
});

test('§21.4 every route, logged in, on contract-valid random data', async ({ page, seed }) => {
  test.setTimeout(MANY_SCREENS_MS);
  await signIn(page);
  await visitEach(page, [...PUBLIC.filter(([path]) => path !== '/login'), ...PRIVATE], seed, 'logged in');
});
