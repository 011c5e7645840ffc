// Budget of the JavaScript the first page (/) needs before it can draw: the entry chunk and every chunk it
// imports statically, which is exactly what dist/index.html loads (the module script and its modulepreload
// links). Read from the built page, so chunk names and hashes never need updating here.
// Run after a build: `npm run build && npx size-limit`.
import { readFileSync } from 'node:fs';

function initialScripts() {
  let html;
  try {
    html = readFileSync('dist/index.html', 'utf8');
  } catch {
    throw new Error('size-limit: dist/index.html is missing, run `npm run build` first');
  }
  const files = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="\/?(assets\/[^"]+\.js)"/g)].map(
    (match) => `dist/${match[1]}`,
  );
  if (files.length === 0) throw new Error('size-limit: no scripts found in dist/index.html');
  return [...new Set(files)];
}

export default [
  {
    name: 'Initial JavaScript for / (entry and its static imports)',
    path: initialScripts(),
    gzip: true,
    limit: '130 kB',
  },
];
