// Makes sure a Chromium is there for the browser tests. On Debian-like machines it installs the distribution's
// packages with apt (as root, or through sudo): `chromium` (what the measurements of players' pages use) and
// `chromium-headless-shell` (what the tests drive, at half the CPU: scripts/chromium-path.mjs). Elsewhere it
// says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findTestChromium, HEADLESS_SHELL } from './chromium-path.mjs';

const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : has('sudo') ? 'sudo ' : null;
const canApt = has('apt-get') && sudo !== null;

const missing = [
  findChromium() ? null : 'chromium',
  process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL) ? null : 'chromium-headless-shell',
].filter(Boolean);

if (missing.length && canApt) {
  console.log(`chromium: installing Debian's ${missing.join(' and ')} with apt-get …`);
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
      { stdio: 'inherit', shell: '/bin/sh' },
    );
  } catch {
    // An older Debian without the shell package still has the full browser, which runs every test (slower).
    console.warn(`chromium: apt-get could not install ${missing.join(' and ')}`);
  }
}

const found = findTestChromium();
if (found) {
  console.log(`chromium: ${found}`);
  if (!existsSync(HEADLESS_SHELL) && !process.env.CHROMIUM_PATH)
    console.log(
      'chromium: no headless shell (apt-get install chromium-headless-shell): the tests take longer',
    );
  process.exit(0);
}
console.error(
  'chromium: no browser for the end-to-end tests. Install Chromium (Debian: apt-get install chromium ' +
    'chromium-headless-shell), or set CHROMIUM_PATH to a Chromium/Chrome binary, or run `npx playwright install chromium`.',
);
process.exit(1);
