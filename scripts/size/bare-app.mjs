// The yardstick: scripts/size/bare-app/ (every first-page library of the design card, used the way the app uses
// it, and nothing else) built with the project's Vite into node_modules/.cache (never committed) and weighed as
// fetched.mjs weighs the app: gzip -9 per script. Everything it builds is fetched to draw it, so its built
// scripts are what a browser fetches. The first page's bytes over this are the app's own first-page code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('./bare-app/', import.meta.url));
const outDir = fileURLToPath(new URL('../../node_modules/.cache/size-bare-app/', import.meta.url));

/** Builds the bare app and returns its scripts' gzip -9 weight in kB (1000 bytes). */
export async function bareAppKB() {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  const bytes = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  return bytes / 1000;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const start = Date.now();
  console.info(
    `size: the bare card-library app: ${(await bareAppKB()).toFixed(1)} kB gzip (${Date.now() - start} ms)`,
  );
}
