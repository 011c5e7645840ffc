import { constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import type { RsaKeyDecrypter } from './crypto';
import { MOCK_PRIVATE_KEY } from './keys';

// The fake backend's RSA where it runs in Node. Node refuses PKCS#1 v1.5 decryption since CVE-2023-46809 (the
// Marvin timing attack on that padding), so the raw RSA operation is Node's (native, RSA_NO_PADDING) and the
// padding is taken off here, as jsencrypt does in the page. The key protects nothing (./keys.ts): there is no
// secret a timing could leak.

const privateKey = createPrivateKey(MOCK_PRIVATE_KEY);
const modulusBytes = (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The message inside a PKCS#1 v1.5 encryption block (00 02, at least eight non-zero bytes, 00, message). */
function unpad(block: Buffer): Buffer | null {
  if (block.length !== modulusBytes || block[0] !== 0 || block[1] !== 2) return null;
  const end = block.indexOf(0, 2);
  return end >= 10 ? block.subarray(end + 1) : null;
}

export const nodeRsaKeyDecrypter: RsaKeyDecrypter = (encryptionHeader) => {
  const cipher = BASE64.test(encryptionHeader) ? Buffer.from(encryptionHeader, 'base64') : null;
  if (!cipher || cipher.length === 0 || cipher.length > modulusBytes) return false;
  // A shorter ciphertext is the same number with its leading zero bytes left off.
  const block = Buffer.concat([Buffer.alloc(modulusBytes - cipher.length), cipher]);
  try {
    const message = unpad(privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, block));
    return message && message.length > 0 ? message.toString('utf8') : false;
  } catch {
    // A number not below the modulus: not something our public key produced.
    return false;
  }
};
