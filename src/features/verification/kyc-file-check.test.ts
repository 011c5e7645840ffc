import { describe, expect, it } from 'vitest';
import { PICTURES, SVG_WITH_SCRIPT } from '@/testing/pictures';
import { kycFileProblem, KYC_MAX_BYTES } from './kyc-file-check';

describe('KYC pictures', () => {
  const file = (content: BlobPart[], type: string) => new File(content, 'id', { type });

  it('takes JPEG and PNG (and phone formats) up to 5 MB', async () => {
    expect(await kycFileProblem(file([PICTURES.png], 'image/png'))).toBeNull();
    expect(
      await kycFileProblem(file([PICTURES.jpeg, new Uint8Array(KYC_MAX_BYTES - PICTURES.jpeg.length)], '')),
    ).toBeNull();
    expect(await kycFileProblem(file([PICTURES.heic], 'image/heic'))).toBeNull();
    expect(await kycFileProblem(file([PICTURES.webp], 'application/octet-stream'))).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB with their own messages', async () => {
    expect(await kycFileProblem(file(['%PDF-1.7'], 'application/pdf'))).toBe('kyc_file_wrong_type');
    expect(await kycFileProblem(file(['GIF89a'], 'image/gif'))).toBe('kyc_file_wrong_type');
    expect(await kycFileProblem(file([], 'image/png'))).toBe('kyc_file_empty');
    expect(await kycFileProblem(file([PICTURES.png, new Uint8Array(KYC_MAX_BYTES)], 'image/png'))).toBe(
      'kyc_file_too_large',
    );
  });

  it('refuses an SVG whatever its declared type', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/heic', 'image/svg+xml'])
      expect(await kycFileProblem(file([SVG_WITH_SCRIPT], type)), type).toBe('kyc_file_wrong_type');
  });
});
