// Test code only: the first bytes of each kind of file the picture checks meet, built from their signatures.

/** Bytes from numbers and text (each character one byte). */
export const bytes = (...parts: (number[] | string)[]): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

/** A 32-bit big-endian number (an ISO-BMFF box size). */
export const u32 = (n: number): number[] => [
  (n >>> 24) & 0xff,
  (n >>> 16) & 0xff,
  (n >>> 8) & 0xff,
  n & 0xff,
];

export const PICTURES = {
  png: bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0'),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  heic: bytes(u32(24), 'ftypheic', [0, 0, 0, 0], 'mif1heic'),
};

/** An SVG with a script in it: a document, whatever its name or declared type says. */
export const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
