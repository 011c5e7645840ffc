export const ENCRYPTION_PARAMETER: 'Encryption';
export const CIPHERTEXT_SCHEMA: 'Ciphertext';
export function plaintextView<T>(doc: T): T;
