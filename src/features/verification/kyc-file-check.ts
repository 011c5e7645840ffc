// The ID pictures a player may send (the contract: JPEG or PNG; the server also takes WebP and HEIC, the
// formats phone cameras save), checked before anything is sent so a wrong file is explained at once.

export const KYC_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'];

export type KycFileProblem = 'kyc_file_empty' | 'kyc_file_too_large' | 'kyc_file_wrong_type';

/** The message key for a file that cannot be sent, or null when it can. */
export function kycFileProblem(file: Pick<File, 'size' | 'type'>): KycFileProblem | null {
  if (!KYC_IMAGE_TYPES.includes(file.type.toLowerCase())) return 'kyc_file_wrong_type';
  if (file.size === 0) return 'kyc_file_empty';
  if (file.size > KYC_MAX_BYTES) return 'kyc_file_too_large';
  return null;
}
