// AES-ECB/PKCS7 with a 16-character UTF-8 key, as the backend expects for encrypted calls. Modular crypto-js
// imports keep this to the few kilobytes it needs; the module is loaded only when an encrypted call is made.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh random 16-character key for one request, from the platform's secure random source. */
export function randomAesKey(length = 16): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is a multiple of 62 plus 8: the tiny bias on the first 8 characters is irrelevant for a one-time key.
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

/** Base64 ciphertext of the UTF-8 text. */
export function aesEncrypt(plain: string, key: string): string {
  return AES.encrypt(plain, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}

/** The UTF-8 text of a base64 ciphertext; an empty string when the key does not fit. */
export function aesDecrypt(cipher: string, key: string): string {
  try {
    return AES.decrypt(cipher, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
  } catch {
    return '';
  }
}
