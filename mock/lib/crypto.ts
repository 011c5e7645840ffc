import { JSEncrypt } from 'jsencrypt';
import { aesDecrypt } from '../../src/lib/aes';
import { MOCK_PRIVATE_KEY } from './keys';

// The server side of the encrypted calls: the Encryption header holds the AES key RSA-encrypted with our
// public key; the body is the AES ciphertext of the JSON payload.

export type DecryptResult = { ok: true; payload: unknown } | { ok: false; reason: string };

/**
 * Request keys already decrypted, by Encryption header. RSA decryption is deterministic, so this changes no
 * answer; it spares the pure-JavaScript RSA operation (a quarter of a second on a busy test machine) when a
 * client sends the same encrypted key again, as the contract fuzzer does within one run.
 */
const knownKeys = new Map<string, string | false>();
const KNOWN_KEYS_MAX = 64;

function requestKey(encryptionHeader: string): string | false {
  const known = knownKeys.get(encryptionHeader);
  if (known !== undefined) return known;
  let key: string | false = false;
  try {
    const rsa = new JSEncrypt();
    rsa.setPrivateKey(MOCK_PRIVATE_KEY);
    key = rsa.decrypt(encryptionHeader);
  } catch {
    // Garbage in the header (not base64, wrong length) throws inside jsencrypt: it is simply a wrong key.
  }
  if (knownKeys.size >= KNOWN_KEYS_MAX) knownKeys.delete(knownKeys.keys().next().value!);
  knownKeys.set(encryptionHeader, key);
  return key;
}

export function decryptRequest(body: string, encryptionHeader: string | null): DecryptResult {
  if (!encryptionHeader) return { ok: false, reason: 'missing Encryption header' };
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return { ok: false, reason: 'plaintext body' };
  const key = requestKey(encryptionHeader);
  if (!key) return { ok: false, reason: 'Encryption header does not decrypt with the current key' };
  const plain = aesDecrypt(trimmed, key);
  if (!plain) return { ok: false, reason: 'body does not decrypt with the key' };
  try {
    return { ok: true, payload: JSON.parse(plain) };
  } catch {
    return { ok: false, reason: 'decrypted body is not JSON' };
  }
}
