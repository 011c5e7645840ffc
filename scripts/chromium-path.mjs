// Which Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the browser
// Playwright installed itself (where one is), else none.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
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

/** Debian's package `chromium-headless-shell`: the same Chromium without the browser's own window and UI. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser automated runs drive: $CHROMIUM_PATH, else Debian's headless shell, else the full Chromium.
 * The shell is what Playwright itself runs headless tests on: the full browser in headless mode still starts
 * its own UI (a WebUI renderer per window) and compositor work a test never sees, and the same browser tests
 * took twice the CPU on it (docs/testing.md). Measurements of what players get (Lighthouse, bench) keep the
 * full browser: findChromium().
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
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

const isHeadlessShell = (path) => Boolean(path && basename(path).includes('headless-shell'));

/** Launch options for Playwright: the test browser, with the flags it understands (the shell is only headless). */
export function testChromiumLaunch() {
  const executablePath = findTestChromium() ?? undefined;
  const args = isHeadlessShell(executablePath)
    ? CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'))
    : CHROMIUM_FLAGS;
  return { executablePath, args };
}

/** The scripts' own browser (size, icons, screens): the test browser with the project's flags. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch(testChromiumLaunch());
}
