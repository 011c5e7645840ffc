import { describe, expect, it } from 'vitest';
import { bytes, PICTURES, SVG_WITH_SCRIPT, u32 } from '@/testing/pictures';
import { pictureTypeOf, pictureTypeOfFile } from './picture-file';

const SAMPLES = {
  ...PICTURES,
  heifWithHeic: bytes(u32(24), 'ftypmif1', [0, 0, 0, 0], 'mif1heic'),
};

describe('what picture a file really is', () => {
  it('recognises PNG, JPEG, WebP and HEIC by their first bytes', () => {
    expect(pictureTypeOf(SAMPLES.png)).toBe('image/png');
    expect(pictureTypeOf(SAMPLES.jpeg)).toBe('image/jpeg');
    expect(pictureTypeOf(SAMPLES.webp)).toBe('image/webp');
    expect(pictureTypeOf(SAMPLES.heic)).toBe('image/heic');
    expect(pictureTypeOf(SAMPLES.heifWithHeic)).toBe('image/heic');
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['an SVG behind an XML declaration', bytes('<?xml version="1.0"?><svg/>')],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['an AVIF (HEIF without a HEIC brand)', bytes(u32(24), 'ftypavif', [0, 0, 0, 0], 'mif1avif')],
    ['an MP4 video', bytes(u32(24), 'ftypisom', [0, 0, 2, 0], 'isomiso2')],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG signature cut short', bytes([0x89], 'PNG\r\n')],
    ['nothing at all', bytes()],
  ])('refuses %s', (_what, content) => {
    expect(pictureTypeOf(content)).toBeNull();
  });

  it('goes by the bytes, not by the name or the declared type', async () => {
    const svg = SVG_WITH_SCRIPT;
    expect(await pictureTypeOfFile(new File([svg], 'receipt.png', { type: 'image/png' }))).toBeNull();
    expect(await pictureTypeOfFile(new File([svg], 'receipt.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(await pictureTypeOfFile(new File([SAMPLES.png], 'receipt', { type: '' }))).toBe('image/png');
    expect(await pictureTypeOfFile(new File([SAMPLES.jpeg], 'receipt.svg', { type: 'image/svg+xml' }))).toBe(
      'image/jpeg',
    );
  });
});
