import type { Locator, Page } from '@playwright/test';
import { quickRange, rangeQuery } from '../../src/lib/draw-range';

// The screens `npm run screens` takes (scripts/screens/capture.ts) and docs/screens.md shows. A screen says
// where it is, how the player's device and the clocks stand, and what has to be on the screen before it is
// taken: each waits for headings, rows and frames, never for time (capture.ts then waits until nothing on the
// screen is busy and every picture in view has loaded). `show` runs against the app of before issue 20 too
// (bb43853) for the screens that have a before: wait for what either version shows.
//
// Adding a screen: one entry below (a page new since bb43853: `kind: 'new'`), then
// `flock /tmp/e2e.lock npm run screens -- --only NAME` (docs/screens.md is written again from this list); a
// screen with a before is taken from the old build too (docs/screens.md, "Taking them again").

export interface Screen {
  /** The picture's file name: docs/screens/NAME-before.png and NAME-after.png, or NAME.png for a new page. */
  name: string;
  /** Its heading in docs/screens.md. */
  title: string;
  /** One line in docs/screens.md: what changed and why (the issue and item). */
  change: string;
  /** 'new': a page that did not exist at bb43853, taken after only. */
  kind: 'before-after' | 'new';
  /** Where the player opens it. */
  path: string;
  /** Signed in as the seeded player (juan2026). */
  signedIn?: boolean;
  /** The app's language (default English). */
  language?: 'en' | 'fil' | 'zh';
  /** Both clocks (the page's and the fake backend's) moved to this Manila hour of tomorrow. */
  manilaHour?: number;
  /** Waits for (and does, where the picture needs it) what the screen shows. */
  show(page: Page): Promise<void>;
}

const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });
const title = (page: Page, name: string) => visible(page.getByRole('heading', { level: 1, name }));

/** Scrolls the page until `locator` starts just under the app's header (which stays on top of the page). */
const scrollUnderHeader = (locator: Locator) =>
  locator.first().evaluate((element) => {
    const header = document.querySelector('header');
    const below = header ? header.getBoundingClientRect().bottom : 0;
    window.scrollBy({ top: element.getBoundingClientRect().top - below - 12, behavior: 'instant' });
  });

/** The seeded player the signed-in screens show (mock/README.md). */
export const PLAYER = { username: 'juan2026', password: 'Lotto2026' };

export const SCREENS: readonly Screen[] = [
  {
    name: 'lottgame',
    title: 'The game (`/lottGame`)',
    change:
      "Item 1: the game is the player's whole screen, a slim bar (back, balance, refresh) over the frame, instead of a box inside the app's header, balance, buttons and footer menu.",
    kind: 'before-after',
    path: '/lottGame?gameId=202',
    signedIn: true,
    // Swertres sells until 13:45 for its 14:00 draw.
    manilaHour: 10,
    async show(page) {
      await title(page, 'Swertres (3D)');
      await visible(
        page
          .frameLocator('iframe[title="Lottery games"]')
          .getByRole('heading', { level: 2, name: 'Swertres (3D)' }),
      );
    },
  },
  {
    name: 'draw-result-0900',
    title: 'Draw results at 09:00 Manila (`/draw-result`)',
    change:
      'Item 2: before the day\'s first draw (14:00) the page showed "No records"; now it shows the next draws with countdowns and the latest draw day\'s results, one tap from that day.',
    kind: 'before-after',
    path: '/draw-result',
    manilaHour: 9,
    async show(page) {
      await title(page, 'Draw results');
      await visible(
        page
          .getByText('No records', { exact: true })
          .or(page.getByRole('region', { name: /^Latest results/ }).getByRole('article')),
      );
      // From the results' count down: what the page shows in place of the results.
      await scrollUnderHeader(page.getByText(/^\d+ results?$/));
    },
  },
  {
    name: 'home-0900',
    title: "Home's results at 09:00 Manila (`/`)",
    change:
      "Item 2: the same on the home page's results block. Before, it put the latest numbers beside today's draw times without their day, as if drawn today; now today's draws say \"No result yet\" with their countdowns, and the latest draw day's results follow under a dated link.",
    kind: 'before-after',
    path: '/',
    manilaHour: 9,
    async show(page) {
      const draws = page.getByRole('region', { name: "Today's draws" });
      await visible(draws.getByRole('listitem').or(draws.getByText(/No records/)));
      await scrollUnderHeader(draws);
    },
  },
  {
    name: 'check-numbers',
    title: 'Check my numbers (`/check-numbers`)',
    change:
      "Item 5: a combination for any game and a date range, checked against the draw history by the game's own rules; here the latest Ultra Lotto 6/58 numbers typed in another order.",
    kind: 'new',
    path: '/check-numbers',
    async show(page) {
      await title(page, 'Check my numbers');
      // The latest Ultra Lotto draw of the page's default range (30 days), read from the same call the page makes.
      const history = await page.request.get('/lgw/pl/draw/win_order_prize_summaries', {
        params: { gameCode: 'UL58', ...rangeQuery(quickRange('days30', Date.now())), page: 0, size: 1 },
        headers: { Language: 'en' },
      });
      const { content } = (await history.json()) as { content: { winNo: string }[] };
      await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Ultra Lotto 6/58' });
      for (const [index, n] of content[0].winNo.split('-').reverse().entries())
        await page.getByRole('textbox', { name: `Number ${index + 1}` }).fill(n);
      await page.getByRole('button', { name: 'Check' }).click();
      await visible(page.getByRole('status').filter({ hasText: /^Would have won in / }));
      await visible(page.getByRole('article').getByRole('heading', { name: 'Jackpot' }));
      // The numbers typed and the draw they would have won.
      await scrollUnderHeader(page.getByText('Your numbers', { exact: true }));
    },
  },
  {
    name: 'hot-cold',
    title: 'Hot and cold numbers (`/hot-cold`)',
    change:
      'Item 6: per game, how many draws of the last 30 or 90 days each number came out in and how long since it last did: the hot and cold numbers, a chart of every number and, under it, the same as a table.',
    kind: 'new',
    path: '/hot-cold?game=UL58&days=30',
    async show(page) {
      await title(page, 'Hot and cold numbers');
      await visible(page.getByRole('img', { name: /^Chart of how many draws/ }));
      // The hot and cold lists and the chart, under the choices.
      await scrollUnderHeader(page.getByRole('status').filter({ hasText: /^Ultra Lotto 6\/58:/ }));
    },
  },
  {
    name: 'responsible-gaming',
    title: 'Responsible gaming (`/member/responsibleGaming`)',
    change:
      "Issue 19 (new since bb43853): the player's deposit and spend limits with what is used, the reality check's interval, a time-out or self-exclusion, and where to get help.",
    kind: 'new',
    path: '/member/responsibleGaming',
    signedIn: true,
    show: (page) => title(page, 'Responsible gaming'),
  },
  {
    name: 'activity-statement',
    title: 'Activity statement (`/member/activityStatement`)',
    change:
      'Issue 19 (new since bb43853): deposits, withdrawals, stakes, wins and the net result for today, this week or this month, with a chart of the net per hour or day.',
    kind: 'new',
    path: '/member/activityStatement',
    signedIn: true,
    show: (page) => title(page, 'Activity statement'),
  },
  {
    name: 'home-fil',
    title: 'Home in Filipino (`/`, language Filipino)',
    change:
      'Item 8: every string translated into Filipino (agreed loanwords listed), numbers and dates in its format; the language switch offers English, Filipino and 中文.',
    kind: 'new',
    path: '/',
    language: 'fil',
    async show(page) {
      await page.locator('html[lang="fil"]').waitFor({ state: 'attached' });
      await visible(page.getByRole('heading', { name: 'Mga bola ngayong araw' }));
    },
  },
  {
    name: 'games',
    title: 'Game artwork in the games list (`/games`)',
    change:
      'Item 3: every game has artwork of its own (SVG, its name as text for screen readers) instead of a text placeholder.',
    kind: 'before-after',
    path: '/games',
    async show(page) {
      await title(page, 'Games');
      await visible(page.getByRole('button', { name: /^Play now: / }));
    },
  },
];
