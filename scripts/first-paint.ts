import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// A Vite plugin that draws the 21+ question into index.html for a first visit (the very first screen every
// new player meets): it paints with the HTML and the first CSS instead of after the app's JavaScript, which
// on slow 4G is seconds later. public/first-visit.js decides, before the first paint, whether it shows; the
// app's own age gate takes its place when it mounts (src/app/overlays/first-paint.ts). The words come from
// the English strings, so they never differ from the app's.

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function firstPaint(root: string): Plugin {
  return {
    name: 'lotto-first-paint',
    transformIndexHtml(html) {
      const strings = JSON.parse(readFileSync(join(root, 'src/i18n/en.json'), 'utf8')) as Record<
        string,
        string
      >;
      const gate = `<div id="first-paint" class="dialog-backdrop first-paint" aria-hidden="true">
      <div class="dialog">
        <h2 class="dialog__title">${escape(strings.age_gate_title)}</h2>
        <div class="dialog__body"><p>${escape(strings.age_gate_text)}</p></div>
        <div class="dialog__actions">
          <button type="button" class="button button--primary button--block" disabled>${escape(strings.age_gate_agree)}</button>
          <button type="button" class="button button--secondary button--block" disabled>${escape(strings.age_gate_exit)}</button>
        </div>
      </div>
    </div>`;
      return html
        .replace('</title>', '</title>\n    <script src="/first-visit.js"></script>')
        .replace('<div id="root"></div>', `<div id="root"></div>\n    ${gate}`);
    },
  };
}

// The chunks src/main.tsx starts (React and the app, src/app/boot.tsx) and what they import, named in a
// <meta> just before public/first-visit.js, which preloads them at once for a returning visitor, whose
// first screen is the app itself. A first visit's first screen is the 21+ question drawn by the HTML, so
// there they are fetched only once it is on the screen and do not compete with the page's styles on a slow
// connection. Only in builds: the dev server serves modules one by one.
export const APP_CHUNKS_META = 'lotto-app-chunks';

export function appChunksMeta(): Plugin {
  return {
    name: 'lotto-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('appChunksMeta: the bundle has no entry');
        const already = new Set([entry.fileName, ...entry.imports]);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || already.has(file)) return;
          files.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        entry.dynamicImports.forEach(visit);
        const script = '<script src="/first-visit.js"></script>';
        if (!html.includes(script)) throw new Error('appChunksMeta: index.html has no first-visit.js');
        const content = [...files].map((file) => `/${file}`).join(' ');
        // Just before public/first-visit.js, which reads it while the page is still being parsed.
        return html.replace(script, `<meta name="${APP_CHUNKS_META}" content="${content}" />\n    ${script}`);
      },
    },
  };
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// React and the app (the chunks named by vite.config.ts's code-splitting groups) run in full at start-up:
// marked so, Chrome compiles them while they download, on a background thread, instead of function by
// function on the main thread as the first render calls them (explicit compile hints, Chrome 136+; other
// browsers ignore the comment). The mark must open the file, so it is added after every other change.
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'lotto-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (
            item.type === 'chunk' &&
            chunkNames.includes(item.name) &&
            !item.code.startsWith(COMPILE_HINT)
          ) {
            item.code = `${COMPILE_HINT}\n${item.code}`;
          }
        }
      },
    },
  };
}
