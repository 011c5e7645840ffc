import { pictureTypeOfFile } from '@/lib/picture-file';

// The ID pictures a player may send (the contract: JPEG or PNG; the server also takes WebP and HEIC, the
// formats phone cameras save), checked before anything is sent so a wrong file is explained at once. The kind
// of picture is read from the file's first bytes (src/lib/picture-file.ts), never from its name or the type
// the picker declares: an SVG called id.png is a document, not a photo.

export const KYC_MAX_BYTES = 5 * 1024 * 1024;

export type KycFileProblem = 'kyc_file_empty' | 'kyc_file_too_large' | 'kyc_file_wrong_type';

/** The message key for a file that cannot be sent, or null when it can. */
export async function kycFileProblem(file: Blob): Promise<KycFileProblem | null> {
  if (file.size === 0) return 'kyc_file_empty';
  if (file.size > KYC_MAX_BYTES) return 'kyc_file_too_large';
  if ((await pictureTypeOfFile(file)) === null) return 'kyc_file_wrong_type';
  return null;
}
