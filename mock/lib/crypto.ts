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

/** The request key in an Encryption header (RSA, PKCS#1 v1.5, with the fake backend's key), or false. */
export type RsaKeyDecrypter = (encryptionHeader: string) => string | false;

/** In the page: jsencrypt, the same library the app encrypts with (the browser has no PKCS#1 v1.5 decryption). */
export const pageRsaKeyDecrypter: RsaKeyDecrypter = (encryptionHeader) => {
  try {
    const rsa = new JSEncrypt();
    rsa.setPrivateKey(MOCK_PRIVATE_KEY);
    return rsa.decrypt(encryptionHeader) || false;
  } catch {
    // Garbage in the header (not base64, wrong length) throws inside jsencrypt: it is simply a wrong key.
    return false;
  }
};
let decryptKey = pageRsaKeyDecrypter;

/**
 * Where the fake backend runs in Node (mock/node.ts, mock/server.ts), Node's own RSA decrypts the request keys
 * (./rsa-node.ts): a tenth of a millisecond against about a tenth of a second of pure JavaScript per call.
 */
export function decryptKeysWith(decrypter: RsaKeyDecrypter): void {
  decryptKey = decrypter;
  knownKeys.clear();
}

function requestKey(encryptionHeader: string): string | false {
  const known = knownKeys.get(encryptionHeader);
  if (known !== undefined) return known;
  const key = decryptKey(encryptionHeader);
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
