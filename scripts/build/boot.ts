import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform as transformCss } from 'lightningcss';
import { minify, type Plugin } from 'vite';

// The build's half of the app's start-up (the app's half is src/app/boot/). Each trick is named, can be left
// out of a build with BOOT_WITHOUT=<name>,<name> (how `npm run bench:boot` measures what each one buys), and is
// described with its measured effect in docs/performance.md:
//
// - first-paint: index.html draws the 21+ question a first visit meets, with its styles and
//   src/app/boot/first-visit.js (a classic script) inline in <head>, which shows it before the first paint; the
//   whole stylesheet follows the question, and the app's code is fetched only once that is on the screen
//   (src/app/boot/start.ts), so on a slow connection nothing competes with it.
// - compile-hints: the React and app chunks open with V8's explicit compile hint, so Chrome compiles them on a
//   background thread while they download instead of function by function during the first render.
// - pieces: React and the app are evaluated in separate tasks, a gap between them where a tap is answered.
// - transition: the first render is a transition, drawn in slices that give the main thread back.
//
// A trick whose measured effect did not pay for its code was removed: preloading React and the app from
// <head> for a returning visitor (a <meta> list read by first-visit.js) left the returning visit's LCP no
// better in three side-by-side runs (docs/performance.md).

export const BOOT_TRICKS = ['first-paint', 'compile-hints', 'pieces', 'transition'] as const;
export type BootTrick = (typeof BOOT_TRICKS)[number];

/** The tricks BOOT_WITHOUT leaves out; an unknown name is a typo, refused. */
export function tricksLeftOut(value: string | undefined): Set<BootTrick> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(BOOT_TRICKS as readonly string[]).includes(name))
      throw new Error(`BOOT_WITHOUT: unknown trick "${name}" (known: ${BOOT_TRICKS.join(', ')})`);
  return new Set(names as BootTrick[]);
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The styles the drawn 21+ question needs, inlined into index.html: the design tokens and global rules, the
 * dialog and the button (the entry's own stylesheets, src/main.tsx). Named here rather than picked from the built
 * stylesheet by a critical-CSS tool: the question is the only thing the HTML draws, its markup is written below,
 * and these three files are all it uses (a unit test checks that each of its classes has a rule here), so a
 * list of three is simpler than a DOM-matching extractor. The whole stylesheet still follows at the end of
 * <body>; the app's module waits for it before it runs, so nothing of the app is ever drawn unstyled.
 */
export const FIRST_PAINT_STYLES = [
  'src/app/styles/global.css',
  'src/components/dialog.css',
  'src/components/button.css',
] as const;

/** The built stylesheet's <link>, which Vite writes into <head>. */
const STYLESHEET_LINK = /\n?[ \t]*<link rel="stylesheet"[^>]*>/;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const readStrings = (root: string, language: string) =>
  JSON.parse(readFileSync(join(root, `src/i18n/${language}.json`), 'utf8')) as Record<string, string>;

/** The 21+ question as index.html draws it, in the English strings' words, so the two never differ. */
function drawnAgeGate(root: string): string {
  const strings = readStrings(root, 'en');
  return `<div id="first-paint" class="dialog-backdrop first-paint" aria-hidden="true">
      <div class="dialog">
        <h2 class="dialog__title">${escape(strings.age_gate_title)}</h2>
        <div class="dialog__body"><p>${escape(strings.age_gate_text)}</p></div>
        <div class="dialog__actions">
          <button type="button" class="button button--primary button--block" disabled>${escape(strings.age_gate_agree)}</button>
          <button type="button" class="button button--secondary button--block" disabled>${escape(strings.age_gate_exit)}</button>
        </div>
      </div>
    </div>`;
}

/** The languages whose words the drawn home carries; first-visit.js puts the player's in place. */
const DRAWN_LANGUAGES = ['fil', 'zh'] as const;

/**
 * The top of home as a returning signed-in player meets it (header, greeting, balance box), for first-visit.js
 * to show with the balance the device kept, marked as updating (src/features/home/pending-balance.tsx draws the
 * same): English words, each other language's in a data attribute. After the stylesheet, so it is never drawn
 * unstyled; in the flow where the app's own page will be, so nothing moves when the app's first render
 * replaces it (src/app/layout/app-layout.tsx removes it then).
 */
function drawnHome(root: string): string {
  const en = readStrings(root, 'en');
  const others = DRAWN_LANGUAGES.map((language) => [language, readStrings(root, language)] as const);
  const words = (key: string) =>
    `${others.map(([language, strings]) => ` data-${language}="${escape(strings[key] ?? en[key])}"`).join('')}>${escape(en[key])}`;
  return `<div id="first-paint-home" class="first-paint-home" aria-hidden="true">
      <div class="app-header"><div class="app-header__inner"><span class="app-header__brand"${words('app_name')}</span></div></div>
      <div class="app-main"><div class="home">
        <div class="greeting"><span class="skeleton first-paint-home__name"></span><span class="skeleton first-paint-home__logout"></span></div>
        <div class="balance-box">
          <div class="balance-box__top"><span class="balance-box__label"${words('total_balance')}</span></div>
          <p class="balance-box__amount"><span class="amount balance-box__saved"></span><span class="balance-box__updating"${words('balance_updating')}</span></p>
          <span class="skeleton first-paint-home__button"></span>
        </div>
      </div></div>
    </div>`;
}

interface BootOptions {
  root: string;
  /** The code-splitting groups of React and the app (vite.config.ts), the chunks the entry starts. */
  startChunks: readonly string[];
  without?: Set<BootTrick>;
}

/** The start-up tricks of the build, as one plugin list for vite.config.ts. */
export function bootPlugin({ root, startChunks, without = new Set() }: BootOptions): Plugin[] {
  const uses = (trick: BootTrick) => !without.has(trick);
  const firstVisitSource = () => readFileSync(join(root, 'src/app/boot/first-visit.js'), 'utf8');

  const constants: Plugin = {
    name: 'lotto-boot:constants',
    // Read by src/app/boot/start.ts and index.tsx; constant, so a build without a trick drops its code.
    config: () => ({
      define: {
        __BOOT_PAINT_FIRST__: JSON.stringify(uses('first-paint')),
        __BOOT_PIECES__: JSON.stringify(uses('pieces')),
        __BOOT_TRANSITION__: JSON.stringify(uses('transition')),
      },
    }),
  };

  // Minified like the rest of the build (Vite's own minifier): the source's comments are most of its bytes, and
  // this script is on every page.
  let built: Promise<string> | undefined;
  const buildFirstVisit = () =>
    (built ??= minify('first-visit.js', firstVisitSource(), {}).then(({ code, errors }) => {
      if (errors.length > 0)
        throw new Error(`first-visit.js: ${errors.map((error) => error.message).join('; ')}`);
      return code.trim();
    }));

  const firstPaintStyles = () => {
    const source = FIRST_PAINT_STYLES.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
    return transformCss({
      filename: 'first-paint.css',
      code: Buffer.from(source),
      minify: true,
    }).code.toString();
  };

  const firstVisitScript: Plugin = {
    name: 'lotto-boot:first-visit',
    // Inline, both of them: the question is painted from the HTML alone, with no request in its way (a classic
    // script and the whole stylesheet in <head> made the first paint wait for two round trips on slow 4G,
    // docs/performance.md). The script is classic, not a module, so it runs while <head> is parsed, before the
    // first paint. The production policy admits exactly these two texts by their hashes (scripts/build/csp-meta.ts).
    buildStart() {
      built = undefined;
    },
    transformIndexHtml: {
      // After Vite has written the stylesheet's <link> into <head>, so it can be moved.
      order: 'post',
      async handler(html, context) {
        if (!uses('first-paint')) return html;
        const script = context.server ? firstVisitSource() : await buildFirstVisit();
        const styles = firstPaintStyles();
        if (/<\/script/i.test(script) || /<\/style/i.test(styles))
          throw new Error('boot: an inline script or style would end its own element');
        const link = STYLESHEET_LINK.exec(html)?.[0].trim();
        // The whole stylesheet after the question: it no longer holds up the first paint, and, a style sheet the
        // parser met, it still holds up the app's module (a deferred script), which draws everything else.
        const page = link
          ? html
              .replace(STYLESHEET_LINK, '')
              .replace('</body>', `  ${link}\n    ${drawnHome(root)}\n  </body>`)
          : html;
        return page
          .replace('</title>', `</title>\n    <style>${styles}</style>\n    <script>${script}</script>`)
          .replace('<div id="root"></div>', `<div id="root"></div>\n    ${drawnAgeGate(root)}`);
      },
    },
  };

  const compileHints: Plugin = {
    name: 'lotto-boot:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!uses('compile-hints')) return;
        // The mark must open the file, so it is added after every other change.
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && startChunks.includes(item.name) && !item.code.startsWith(COMPILE_HINT))
            item.code = `${COMPILE_HINT}\n${item.code}`;
        }
      },
    },
  };

  return [constants, firstVisitScript, compileHints];
}
