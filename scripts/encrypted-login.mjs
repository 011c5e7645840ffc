// The password login's request exactly as the app sends it (POST /wps/session/login): the JSON body AES-ECB/PKCS7
// encrypted under a random 16-character key (src/lib/aes.ts), that key RSA-encrypted with the server's public key
// into the Encryption header (src/api/encryption.ts). For what signs a player in without the login screen: the
// bench scripts in plain Node (scripts/bench/sign-in.mjs) and the browser tests (tests/e2e/support/session.ts).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

// The CommonJS builds: jsencrypt's ESM build and crypto-js/aes use imports plain Node cannot resolve.
const require = createRequire(import.meta.url);
const JSEncrypt = require('jsencrypt');
const CryptoJS = require('crypto-js');

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The headers every call of the app carries (src/api/http.ts). */
export const API_HEADERS = { Language: 'en', Merchant: 'lottoph', Device: 'MOBILE' };

/** The login's headers and body for `player`, under the server's RSA `publicKey` (GET /wps/session/key/rsa). */
export function encryptedLogin(publicKey, player) {
  const key = Array.from(randomBytes(16), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
  const body = CryptoJS.AES.encrypt(
    JSON.stringify({
      type: 'password',
      username: player.username,
      password: player.password,
      lottoArea: 'PL',
      channel: 'MOBILE',
    }),
    CryptoJS.enc.Utf8.parse(key),
    { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 },
  ).toString();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const encryption = rsa.encrypt(key);
  if (!encryption) throw new Error("the server's RSA key did not encrypt the login key");
  return {
    headers: { ...API_HEADERS, 'Content-Type': 'text/plain;charset=UTF-8', Encryption: encryption },
    body,
  };
}
