// Draws the app's PNG icons (public/icons/*.png) from their SVG sources, with the browser the tests use:
// install prompts and home screens want PNGs (192 and 512 px, one maskable with its content inside the safe
// circle), iOS its 180 px touch icon. The PNGs are committed; run `node scripts/build/icons.mjs` after
// changing an SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../chromium-path.mjs';

const dir = join(import.meta.dirname, '../../public/icons');
const OUTPUTS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  // iOS rounds the corners itself: the full-bleed drawing.
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await launchChromium();
try {
  for (const [source, target, size] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(join(dir, source), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(join(dir, target), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.info(`icons: ${target} (${size} px)`);
  }
} finally {
  await browser.close();
}
