// Which Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the browser
// Playwright installed itself (where one is), else none.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    /* playwright-core without a browser of its own */
  }
  return null;
}

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The scripts' own browser (size, icons, screens): this Chromium with the project's flags. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS });
}
