import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import type { VitePWAOptions } from 'vite-plugin-pwa';

// The web app manifest and the app's service worker (src/app/pwa/sw.ts), as vite-plugin-pwa builds them.
// Production builds only: `npm start` never builds a worker (the plugin's dev mode is off), and a mock build
// (VITE_API_MOCK=1) registers MSW's worker at the same scope, where a second worker would replace it.
// docs/spec-decisions.md, "Installable and offline".

/** The theme colour: the header's dark blue, as index.html's <meta name="theme-color">. */
export const THEME_COLOR = '#0f2c75';
/** The splash screen's background: the page's own (src/app/styles). */
export const BACKGROUND_COLOR = '#f5f7fb';

export const webAppManifest = {
  id: '/',
  name: 'Lotto PH',
  short_name: 'Lotto PH',
  description:
    "Play the Philippines' lotto games: 6/42 to 6/58 jackpots, 2D, 3D, 4D and 6D. For players 21 and over.",
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // No orientation lock: the game frame turns with the phone.
  background_color: BACKGROUND_COLOR,
  theme_color: THEME_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
} satisfies Partial<VitePWAOptions['manifest']>;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/**
 * The code loaded lazily by the first page that a player offline still needs: the shared chunks (the first
 * page's own), the shell's overlays, home's parts, the screens that show the saved lottery data (results and
 * games) and the strings of both languages. Not the other screens (login, money, member: nothing to do there
 * offline) nor what they load (Firebase, phone metadata, encryption): those are cached when a player opens them.
 */
export const OFFLINE_MODULE =
  /^_|^src\/app\/overlays\/|^src\/features\/(home|draw|games)\/|^src\/i18n\/(en-screens|zh)\.json$/;

/** Every file the first page starts with, and the offline modules it loads lazily, with their static imports. */
export function shellFiles(manifest: ViteManifest): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || keys.has(key)) return;
    keys.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('app-worker: the build manifest has no entry');
  visit(entry);
  for (const key of manifest[entry].dynamicImports ?? []) visit(key);
  for (const key of [...keys]) {
    for (const lazy of manifest[key].dynamicImports ?? []) if (OFFLINE_MODULE.test(lazy)) visit(lazy);
  }
  return new Set([...keys].map((key) => manifest[key].file));
}

/** Precaches the shell's scripts only; every other file of the build matched by the glob stays. */
export const shellOnly =
  (outDir: string): ManifestTransform =>
  async (entries) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const shell = shellFiles(manifest);
    const isChunk = (url: string) => url.startsWith('assets/') && url.endsWith('.js');
    return { manifest: entries.filter((entry) => !isChunk(entry.url) || shell.has(entry.url)) };
  };

export function appWorker({ mockBuild }: { mockBuild: boolean }): Partial<VitePWAOptions> {
  return {
    disable: mockBuild,
    strategies: 'injectManifest',
    srcDir: 'src/app/pwa',
    filename: 'sw.ts',
    // The app registers the worker itself, lazily, after the first page is up (src/app/pwa/register.ts).
    injectRegister: false,
    registerType: 'prompt',
    manifest: webAppManifest,
    injectManifest: {
      // The app's shell and code, its styles, icons and the manifest; not v.json (always asked fresh) nor the
      // fake backend's worker (never in a production build).
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['**/mockServiceWorker.js', 'sw.js'],
    },
    integration: {
      // Scripts: the shell's only (shellOnly, read from this build's own folder); the rest are cached as the
      // player opens the screens that use them.
      configureOptions(vite, options) {
        const outDir = resolve(vite.root, vite.build.outDir);
        options.injectManifest = { ...options.injectManifest, manifestTransforms: [shellOnly(outDir)] };
      },
    },
    devOptions: { enabled: false },
  };
}
