import { JSEncrypt } from 'jsencrypt';
import { aesDecrypt } from '../../src/lib/aes';
import { MOCK_PRIVATE_KEY } from './keys';

// The server side of the encrypted calls: the Encryption header holds the AES key RSA-encrypted with our
// public key; the body is the AES ciphertext of the JSON payload.

export type DecryptResult = { ok: true; payload: unknown } | { ok: false; reason: string };

export function decryptRequest(body: string, encryptionHeader: string | null): DecryptResult {
  if (!encryptionHeader) return { ok: false, reason: 'missing Encryption header' };
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return { ok: false, reason: 'plaintext body' };
  let key: string | false = false;
  try {
    const rsa = new JSEncrypt();
    rsa.setPrivateKey(MOCK_PRIVATE_KEY);
    key = rsa.decrypt(encryptionHeader);
  } catch {
    // Garbage in the header (not base64, wrong length) throws inside jsencrypt: it is simply a wrong key.
  }
  if (!key) return { ok: false, reason: 'Encryption header does not decrypt with the current key' };
  const plain = aesDecrypt(trimmed, key);
  if (!plain) return { ok: false, reason: 'body does not decrypt with the key' };
  try {
    return { ok: true, payload: JSON.parse(plain) };
  } catch {
    return { ok: false, reason: 'decrypted body is not JSON' };
  }
}
