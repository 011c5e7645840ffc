import jsQR from 'jsqr';

// Reading a drawn QR code back as a phone camera would: the SVG rasterised, then decoded by jsQR, which knows
// nothing of the encoder the screen uses.

type Point = [number, number];

/** The closed outlines of an SVG path made of M, L and Z commands only (what the QR outline uses). */
export function outlines(d: string): Point[][] {
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
export function photograph(svg: SVGSVGElement, scale = 4) {
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

/** What a scanner reads from the QR code drawn in `svg`, or null when it reads nothing. */
export function scanQr(svg: SVGSVGElement): string | null {
  const { pixels, width } = photograph(svg);
  return jsQR(pixels, width, width)?.data ?? null;
}
