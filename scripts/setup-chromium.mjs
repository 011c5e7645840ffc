// Makes sure a Chromium is there for the browser tests. On Debian-like machines it installs the distribution's
// package with apt (as root, or through sudo); elsewhere it says what to install.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

const found = findChromium();
if (found) {
  console.log(`chromium: ${found}`);
  process.exit(0);
}

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

if (has('apt-get') && sudo !== null) {
  console.log('chromium: not found, installing Debian chromium with apt-get …');
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
      shell: '/bin/sh',
    },
  );
  const installed = findChromium();
  if (installed) {
    console.log(`chromium: ${installed}`);
    process.exit(0);
  }
}
console.error(
  'chromium: no browser for the end-to-end tests. Install Chromium (Debian: apt-get install chromium), or set ' +
    'CHROMIUM_PATH to a Chromium/Chrome binary, or run `npx playwright install chromium`.',
);
process.exit(1);
