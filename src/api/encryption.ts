// Loaded on demand (dynamic import from the pipeline) so that crypto-js and jsencrypt stay out of the first
// page's JavaScript: most visitors never make an encrypted call.
import { JSEncrypt } from 'jsencrypt';
import { aesEncrypt, randomAesKey } from '@/lib/aes';

export interface EncryptedBody {
  /** The request body on the wire: base64 AES ciphertext of the JSON payload. */
  body: string;
  /** The value of the Encryption header: the AES key, RSA-encrypted with the server's public key. */
  encryptionHeader: string;
}

export class EncryptionError extends Error {}

export function encryptPayload(json: string, publicKey: string): EncryptedBody {
  const key = randomAesKey();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const encryptedKey = rsa.encrypt(key);
  if (!encryptedKey) throw new EncryptionError('The public key could not encrypt the request key');
  return { body: aesEncrypt(json, key), encryptionHeader: encryptedKey };
}
