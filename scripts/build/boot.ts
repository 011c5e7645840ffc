import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify, type Plugin } from 'vite';

// The build's half of the app's start-up (the app's half is src/app/boot/). Each trick is named, can be left
// out of a build with BOOT_WITHOUT=<name>,<name> (how `npm run bench:boot` measures what each one buys), and is
// described with its measured effect in docs/performance.md:
//
// - first-paint: index.html draws the 21+ question a first visit meets, and src/app/boot/first-visit.js (a
//   classic script in <head>) shows it before the first paint; the app's code is fetched only once that is
//   on the screen (src/app/boot/start.ts), so on a slow connection it does not compete with the page's styles.
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

/** Where the dev server answers with the script's source. A build names it by its content, like its chunks. */
const FIRST_VISIT_PATH = '/first-visit.js';
const firstVisitTag = (path: string) => `<script src="${path}"></script>`;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The 21+ question as index.html draws it, in the English strings' words, so the two never differ. */
function drawnAgeGate(root: string): string {
  const strings = JSON.parse(readFileSync(join(root, 'src/i18n/en.json'), 'utf8')) as Record<string, string>;
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
  // this file is on every first page. Named by its content under assets/, so hosts keep it as long as the
  // chunks (immutable): a returning visit with it in its cache no longer waits, before anything on the page
  // runs, for a round trip that only asks whether it changed (docs/performance.md).
  let built: Promise<{ fileName: string; code: string }> | undefined;
  const buildFirstVisit = () =>
    (built ??= minify('first-visit.js', firstVisitSource(), {}).then(({ code, errors }) => {
      if (errors.length > 0)
        throw new Error(`first-visit.js: ${errors.map((error) => error.message).join('; ')}`);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      return { fileName: `assets/first-visit-${hash}.js`, code };
    }));

  const firstVisitScript: Plugin = {
    name: 'lotto-boot:first-visit',
    // A classic script, not a module: it must run while <head> is parsed, before the first paint. It is
    // served as a file of our origin, not inline, so the production policy's script-src 'self' allows it.
    buildStart() {
      built = undefined;
    },
    configureServer(server) {
      server.middlewares.use(FIRST_VISIT_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(firstVisitSource());
      });
    },
    async generateBundle() {
      if (!uses('first-paint')) return;
      const { fileName, code } = await buildFirstVisit();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    async transformIndexHtml(html, context) {
      if (!uses('first-paint')) return html;
      const path = context.server ? FIRST_VISIT_PATH : `/${(await buildFirstVisit()).fileName}`;
      return html
        .replace('</title>', `</title>\n    ${firstVisitTag(path)}`)
        .replace('<div id="root"></div>', `<div id="root"></div>\n    ${drawnAgeGate(root)}`);
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
