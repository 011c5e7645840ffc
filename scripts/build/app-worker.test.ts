import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appWorker, shellFiles, THEME_COLOR, webAppManifest } from './app-worker';

// The manifest and the worker's build options (vite.config.ts): what makes the app installable, and what it
// precaches. tests/e2e/pwa.spec.ts asks the browser itself about the built app.

describe('issue 20 §7 the web app manifest and the service worker build', () => {
  it('§7 the manifest names the app, opens standalone on / in the theme colour, with PNG icons of 192 and 512 px and a maskable one', () => {
    expect(webAppManifest).toMatchObject({
      name: 'Lotto PH',
      short_name: 'Lotto PH',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
    });
    const png = webAppManifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of webAppManifest.icons) {
      expect(existsSync(join(import.meta.dirname, '../../public', icon.src)), icon.src).toBe(true);
    }
  });

  it('§7 the theme colour is the one index.html paints the browser bar with', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
  });

  it("§7 a mock build (MSW's worker at the same scope) builds no app worker; a production build does", () => {
    expect(appWorker({ mockBuild: true }).disable).toBe(true);
    expect(appWorker({ mockBuild: false }).disable).toBe(false);
    expect(appWorker({ mockBuild: false }).devOptions?.enabled).toBe(false);
  });

  it('§7 the precache holds the shell and the offline screens, not the login, money and member screens', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_runtime.js'],
        dynamicImports: ['_app.js'],
      },
      '_runtime.js': { file: 'assets/runtime.js' },
      '_app.js': {
        file: 'assets/app.js',
        imports: ['_runtime.js'],
        dynamicImports: [
          '_first-page.js',
          'src/features/draw/draw-page.tsx',
          'src/features/deposit/deposit-page.tsx',
          'src/features/login/login-page.tsx',
          'src/i18n/zh.json',
        ],
      },
      '_first-page.js': { file: 'assets/first-page.js', dynamicImports: ['node_modules/firebase/auth.js'] },
      'src/features/draw/draw-page.tsx': { file: 'assets/draw-page.js', imports: ['_tabs.js'] },
      '_tabs.js': { file: 'assets/tabs.js' },
      'src/features/deposit/deposit-page.tsx': { file: 'assets/deposit-page.js' },
      'src/features/login/login-page.tsx': { file: 'assets/login-page.js' },
      'node_modules/firebase/auth.js': { file: 'assets/firebase.js' },
      'src/i18n/zh.json': { file: 'assets/zh.js' },
    };
    expect([...shellFiles(manifest)].sort()).toEqual([
      'assets/app.js',
      'assets/draw-page.js',
      'assets/first-page.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/tabs.js',
      'assets/zh.js',
    ]);
  });
});
