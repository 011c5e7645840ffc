import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { encodeQr, formatBits, reedSolomon } from './qr-code';

describe('QR code', () => {
  it('computes Reed-Solomon codewords (the standard’s HELLO WORLD 1-M example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('format bits of level M with mask 0 are the standard’s 101010000010010', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
  });

  it('draws a symbol big enough for a deposit payload, with its three finder patterns', () => {
    const payload =
      '00020101021228760011ph.ppmi.p2m0111GCASHPHMMXXX0315D20261122093012001520460125303608540' +
      '6100.005802PH6304MOCK';
    const qr = encodeQr(payload);
    expect(qr.size).toBe(qr.version * 4 + 17);
    expect(qr.version).toBeGreaterThanOrEqual(6);
    const finderAt = (x0: number, y0: number) =>
      [0, 1, 2, 3, 4, 5, 6].every((d) =>
        [
          qr.modules[y0][x0 + d],
          qr.modules[y0 + 6][x0 + d],
          qr.modules[y0 + d][x0],
          qr.modules[y0 + d][x0 + 6],
        ].every(Boolean),
      ) && qr.modules[y0 + 3][x0 + 3];
    expect(finderAt(0, 0)).toBe(true);
    expect(finderAt(qr.size - 7, 0)).toBe(true);
    expect(finderAt(0, qr.size - 7)).toBe(true);
    // The format information next to the top-left finder reads back as level M and the chosen mask.
    let bits = 0;
    for (let i = 0; i <= 5; i++) bits |= Number(qr.modules[i][8]) << i;
    bits |= Number(qr.modules[7][8]) << 6;
    bits |= Number(qr.modules[8][8]) << 7;
    bits |= Number(qr.modules[8][7]) << 8;
    for (let i = 9; i < 15; i++) bits |= Number(qr.modules[8][14 - i]) << i;
    expect(bits).toBe(formatBits(qr.mask));
  });
});

// A scanner must read back exactly what was encoded: jsQR (a decoder written independently of this encoder)
// reads the rendered symbol, for short and long payloads (several versions) and every mask the encoder picks.
describe('a QR scanner reads what is drawn', () => {
  const render = (matrix: ReturnType<typeof encodeQr>, scale = 4, quiet = 4) => {
    const width = (matrix.size + quiet * 2) * scale;
    const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
    for (let y = 0; y < matrix.size; y++)
      for (let x = 0; x < matrix.size; x++) {
        if (!matrix.modules[y][x]) continue;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const offset = (((y + quiet) * scale + dy) * width + (x + quiet) * scale + dx) * 4;
            pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0;
          }
      }
    return { pixels, width };
  };

  it.each([
    'D20261122093012001',
    'https://pay.example.ph/qr/D20261122093012001?amount=500.00',
    '00020101021228760011ph.ppmi.p2m0111GCASHPHMNXXX03159999999999999990416GCASH QR DEPOSIT5204601653036085406500.005802PH5913LOTTO PH INC.6006MANILA6304ABCD',
    'Lotto PH ₱ 中文 deposit',
  ])('%s', (text) => {
    const matrix = encodeQr(text);
    const { pixels, width } = render(matrix);
    expect(jsQR(pixels, width, width)?.data).toBe(text);
  });
});
