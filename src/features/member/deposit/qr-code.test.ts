import { describe, expect, it } from 'vitest';
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
