import type { CaptchaImage } from '../../src/api/generated/wps/wps.schemas';
import { hashSeed, intBetween, prng } from '../lib/random';

// An image captcha: four digits drawn in an SVG data URL. Nothing in the contract sends its answer back yet,
// so only the picture matters (see the report: the login payload has no captchaKey field).

let served = 0;

export function captchaImage(now: number): CaptchaImage {
  served += 1;
  const random = prng(hashSeed(`captcha|${now}|${served}`));
  const digits = Array.from({ length: 4 }, () => intBetween(random, 0, 9)).join('');
  const glyphs = [...digits]
    .map(
      (d, i) =>
        `<text x="${14 + i * 24}" y="${30 + intBetween(random, -4, 4)}" transform="rotate(${intBetween(random, -15, 15)} ${20 + i * 24} 26)">${d}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="44"><rect width="110" height="44" fill="#eef2fb"/><path d="M0 ${intBetween(random, 10, 34)} Q55 ${intBetween(random, 0, 44)} 110 ${intBetween(random, 10, 34)}" stroke="#8aa" fill="none"/><g font-family="monospace" font-size="26" fill="#0f2c75">${glyphs}</g></svg>`;
  return {
    captchaKey: `cap-${hashSeed(`${digits}|${now}|${served}`).toString(16)}`,
    image: `data:image/svg+xml;base64,${btoa(svg)}`,
    expireTime: now + 2 * 60_000,
  };
}
