// What kind of picture a file a player picked really is, read from its first bytes. A file's name and the
// type the picker declares are the player's device's word (or an attacker's): an SVG renamed receipt.png,
// or declared image/png, is still a document that can carry script wherever it is later shown. Only the
// formats phones save and the backend takes are recognised: PNG, JPEG, WebP and HEIC.

export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/heic';

/** Enough of the file for every signature below (an ISO-BMFF ftyp box lists its brands in its first bytes). */
const HEAD_BYTES = 64;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** HEIC's own brands (HEVC-coded stills and sequences). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
/** Generic HEIF brands: HEIC only when one of the HEIC brands is among the compatible ones (not AVIF). */
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  bytes.length >= to ? String.fromCharCode(...bytes.subarray(from, to)) : '';

function isHeic(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const major = ascii(bytes, 8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_BRANDS.has(major)) return false;
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length);
  for (let at = 16; at + 4 <= boxEnd; at += 4) if (HEIC_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

/** The picture type the bytes start with, or null for anything else (SVG, PDF, HTML, GIF, …). */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && isHeic(bytes)) return 'image/heic';
  return null;
}

/** Reads the start of a picked file and says what picture it is, or null when it is none we take. */
export async function pictureTypeOfFile(file: Blob): Promise<PictureType | null> {
  const head = await readHead(file.slice(0, HEAD_BYTES));
  return head ? pictureTypeOf(head) : null;
}

async function readHead(blob: Blob): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await blob.arrayBuffer());
  } catch {
    // A file that went away or cannot be read is no picture we can send.
    return null;
  }
}
