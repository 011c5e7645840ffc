// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it } from 'vitest';
import { DepositQr } from './deposit-qr';

afterEach(cleanup);

type Point = [number, number];

/** The closed outlines of an SVG path made of M, L and Z commands only (what the QR outline uses). */
function outlines(d: string): Point[][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/Z/g, '')
        .split('L')
        .map((pair) => pair.trim().split(/[ ,]+/).map(Number) as Point),
    );
}

/** Even-odd rule: is (x, y) inside the shapes? Ray cast to the right, counting crossed vertical edges. */
function inside(shapes: Point[][], x: number, y: number): boolean {
  let crossings = 0;
  for (const shape of shapes)
    for (let i = 0; i < shape.length; i++) {
      const [x1, y1] = shape[i];
      const [x2, y2] = shape[(i + 1) % shape.length];
      if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) crossings += 1;
    }
  return crossings % 2 === 1;
}

/** What a phone camera sees: the drawn SVG as pixels (white page, `scale` pixels per module). */
function photograph(svg: SVGSVGElement, scale = 4) {
  const [minX, minY, extent] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  const shapes = outlines(svg.querySelector('path')!.getAttribute('d')!);
  const width = extent * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let my = 0; my < extent; my++)
    for (let mx = 0; mx < extent; mx++) {
      if (!inside(shapes, minX + mx + 0.5, minY + my + 0.5)) continue;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const offset = ((my * scale + dy) * width + mx * scale + dx) * 4;
          pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0;
        }
    }
  return { pixels, width };
}

// A scanner must read back exactly what the deposit screen draws (jsQR decodes independently of the encoder),
// for short and long payloads, a wallet's EMV payload and text beyond ASCII.
describe('the deposit QR code', () => {
  it.each([
    'D20261122093012001',
    'https://pay.example.ph/qr/D20261122093012001?amount=500.00',
    '00020101021228760011ph.ppmi.p2m0111GCASHPHMNXXX03159999999999999990416GCASH QR DEPOSIT5204601653036085406500.005802PH5913LOTTO PH INC.6006MANILA6304ABCD',
    'Lotto PH ₱ 中文 deposit',
  ])('scans back as %s', (payload) => {
    render(<DepositQr payload={payload} label="Scan to pay ₱500.00" />);
    const svg = screen.getByRole('img', { name: 'Scan to pay ₱500.00' }) as unknown as SVGSVGElement;
    const { pixels, width } = photograph(svg);
    expect(jsQR(pixels, width, width)?.data).toBe(payload);
  });

  it('keeps the standard quiet zone of four modules on every side', () => {
    render(<DepositQr payload="D20261122093012001" label="QR" />);
    const svg = screen.getByRole('img', { name: 'QR' }) as unknown as SVGSVGElement;
    const [minX, minY, extent] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    const shapes = outlines(svg.querySelector('path')!.getAttribute('d')!);
    const xs = shapes.flat().map(([x]) => x);
    const ys = shapes.flat().map(([, y]) => y);
    expect(Math.min(...xs) - minX).toBe(4);
    expect(Math.min(...ys) - minY).toBe(4);
    expect(minX + extent - Math.max(...xs)).toBe(4);
    expect(minY + extent - Math.max(...ys)).toBe(4);
  });
});
