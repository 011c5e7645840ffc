import { describe, expect, it } from 'vitest';
import { kycFileProblem, KYC_MAX_BYTES } from './kyc-file-check';

describe('KYC pictures', () => {
  const file = (type: string, size: number) => ({ type, size });
  it('takes JPEG and PNG (and phone formats) up to 5 MB', () => {
    expect(kycFileProblem(file('image/png', 2048))).toBeNull();
    expect(kycFileProblem(file('image/jpeg', KYC_MAX_BYTES))).toBeNull();
    expect(kycFileProblem(file('image/heic', 1))).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB with their own messages', () => {
    expect(kycFileProblem(file('application/pdf', 2048))).toBe('kyc_file_wrong_type');
    expect(kycFileProblem(file('image/gif', 2048))).toBe('kyc_file_wrong_type');
    expect(kycFileProblem(file('image/png', 0))).toBe('kyc_file_empty');
    expect(kycFileProblem(file('image/png', KYC_MAX_BYTES + 1))).toBe('kyc_file_too_large');
  });
});
