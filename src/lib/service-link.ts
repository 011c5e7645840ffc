// The status call sends customer-service addresses encrypted ("the client decrypts it before opening"): CryptoJS
// AES with a passphrase, in OpenSSL's salted format (base64 starting "U2FsdGVkX1", "Salted__"), as the
// contract's example is. The passphrase is shared by the backend and the build (VITE_SERVICE_LINK_KEY); it
// hides the addresses from casual scraping, nothing more, since every build carries it. Whether a decrypted
// address may be opened is the one rule of safe-url.ts (https, mail and phone). This module carries crypto-js:
// it is imported lazily, where a link is shown.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { safeUrl } from './safe-url';

/** The passphrase this build was made with (read in place so the build inlines it). */
export function serviceLinkKey(): string {
  return (import.meta.env.VITE_SERVICE_LINK_KEY as string | undefined) ?? '';
}

/** The OpenSSL salted-format prefix every passphrase ciphertext starts with. */
const SALTED = 'U2FsdGVkX1';

function decrypt(cipher: string, key: string): string | null {
  try {
    return AES.decrypt(cipher, key).toString(Utf8) || null;
  } catch {
    // A wrong passphrase yields bytes that are not UTF-8; crypto-js throws on them.
    return null;
  }
}

/** A safe URL to open for a customer-service entry, or null when it cannot be read or is not safe. */
export function decodeServiceLink(path: string, key: string = serviceLinkKey()): string | null {
  const text = path.trim();
  // A plain address (a backend that does not encrypt yet) is read as it is; anything else must decrypt.
  if (!text.startsWith(SALTED)) return safeUrl(text, 'contact');
  const url = key ? decrypt(text, key) : null;
  return url === null ? null : safeUrl(url, 'contact');
}
