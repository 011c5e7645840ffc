/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cspMeta } from './scripts/build/csp-meta.ts';
import { dropMockWorker } from './scripts/build/mock-worker.ts';
import { versionFile } from './scripts/build/version-file.ts';
import { bootPlugin, tricksLeftOut } from './scripts/build/boot.ts';
import { appWorker } from './scripts/build/app-worker.ts';
import { gameOriginOf } from './src/lib/game-origin.ts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const apiOrigin = (mode: string) => {
  const base = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL;
  return base && /^https?:/.test(base) ? new URL(base).origin : undefined;
};

// One policy for the header (dist/csp-header.txt, which vite preview sends too) and the <meta> in the built
// index.html. CSP_EXTRA_SOURCES adds a deployment's vendors (Firebase, the captcha, image CDNs;
// docs/security.md); it is not a VITE_ variable, so it never reaches the app's code. VITE_GAME_ORIGIN (the game site on an origin of its own) is read by the app
// and, through the same rule, by the policy's frame-src.
const cspOptions = (mode: string) => ({
  apiOrigin: apiOrigin(mode),
  gameOrigin: gameOriginOf(loadEnv(mode, process.cwd(), 'VITE_').VITE_GAME_ORIGIN) ?? undefined,
  extraSources: loadEnv(mode, process.cwd(), 'CSP_').CSP_EXTRA_SOURCES,
});

/** The chunks loaded before the app's first lazy import: the start-up's chunks and the runtimes they import. */
const ALWAYS_LOADED = /(^|\/)(react|app|runtime|rolldown-runtime)-[\w-]{8}\.js$/;

const APP_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'mock/**/*.test.ts',
  'tests/contract/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];

/**
 * The unit test files that run in jsdom (their first line says `// @vitest-environment jsdom`). They get a
 * project of their own: a worker that meets a file of the other environment loads everything again (about
 * 2.5 s), so node and jsdom files never share one.
 */
const DOM_TESTS = ['src', 'mock', 'tests/contract', 'scripts'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.replaceAll('\\', '/')}`)
    .filter((file) => readFileSync(file, 'utf8').startsWith('// @vitest-environment jsdom')),
);

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // Start-up tricks (docs/performance.md); BOOT_WITHOUT leaves some out, for measuring them.
    bootPlugin({
      root: path('.'),
      startChunks: ['react', 'app'],
      without: tricksLeftOut(process.env.BOOT_WITHOUT),
    }),
    cspMeta(cspOptions(mode)),
    dropMockWorker(),
    // dist/v.json with the build id the app is built with (BUILD_ID, else the version and the time).
    versionFile(),
    // The web app manifest and the app's service worker (installable, opens offline): production builds only.
    // A mock build registers MSW's worker at the same scope instead, and `npm start` never builds this one.
    VitePWA(appWorker({ mockBuild: loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCK === '1' })),
  ],
  resolve: {
    alias: { '@': path('./src'), '@mock': path('./mock') },
  },
  // Loopback only, like mock:server: whoever reaches `npm start` can sign in as the seeded players and read SMS
  // codes through the fake backend in the page. `npm start -- --host` (Vite's flag; an address after it picks
  // one) exposes it, for a phone on the same network.
  server: {
    port: Number(process.env.PORT ?? 5173),
    host: 'localhost',
    // The first page's modules (the entry, the start-up, the fake backend in the page) are compiled as the
    // server starts, before the browser asks for them one import at a time (docs/performance.md, "Cold start").
    warmup: { clientFiles: ['./src/main.tsx', './src/app/boot/index.tsx', './mock/browser.ts'] },
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    host: 'localhost',
  },
  // The manifest maps each source module to its chunk: the size budgets (.size-limit.mjs) read it.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    cssCodeSplit: false,
    modulePreload: {
      polyfill: false,
      // A lazy chunk's preload list leaves out the chunks every page has loaded before any lazy import can run
      // (React, the app and the runtimes they import): preloading them again fetches nothing, yet naming them
      // in every list cost the first page 1.6 kB gzip (docs/performance.md, "What each cut bought").
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'runtime', test: /vite[\\/]preload-helper|^\0|\.css$/, priority: 3 },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', test: /[\\/]src[\\/]app[\\/]boot[\\/]index\.tsx$/, priority: 1 },
            // What `/` loads lazily once it is drawn (the overlays, home's lists and popup, the session watch) and
            // everything they import, as one file: one request instead of about twenty, 6 kB less gzip (many
            // small files compress worse and each carries its own import preamble). A deep link to another
            // screen fetches it too, which it mostly needed anyway (the API hooks, dialog, images).
            {
              name: 'first-page',
              test: /[\\/]src[\\/](app[\\/]overlays[\\/]live-overlays|features[\\/]home[\\/](today-draws-list|hot-games-list|promo-popup|home-banners)|services[\\/]auth-runtime)\.tsx?$/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    // jsencrypt's ESM build uses extensionless imports that plain Node cannot resolve; let Vite transform it.
    server: { deps: { inline: ['jsencrypt'] } },
    restoreMocks: true,
    // Room for a screen test's waits (up to 5 s each, tests/setup/unit.ts) on a busy machine.
    testTimeout: 15_000,
    // Both cores: one forked worker per core (forks, not threads: a test moves the process's time zone).
    pool: 'forks',
    maxWorkers: 2,
    // Test files share their worker's modules (`isolate: false`): each file no longer loads and seeds its own copy
    // of the fake backend and the app (about 2.5 s a file, half the unit run). What a test changes it puts back:
    // the setup file resets the world after every test, and startFresh puts the app's stores back at the start of
    // each file (src/testing/fresh-start.ts). A file that changes a global puts it back itself (vi.unstubAllGlobals,
    // a property's own descriptor), and none mocks a module: a module mock or vi.resetModules would reach every
    // file after it in the worker (vi.spyOn on the module's exports, restored after each test, instead).
    projects: [
      {
        extends: true,
        test: {
          // The pure rules need no fake backend.
          name: 'rules',
          include: ['src/lib/**/*.test.ts'],
          exclude: DOM_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: APP_TESTS,
          exclude: ['src/lib/**', ...DOM_TESTS],
          setupFiles: ['./tests/setup/unit.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: DOM_TESTS,
          setupFiles: ['./tests/setup/unit.ts'],
          isolate: false,
        },
      },
    ],
  },
}));
