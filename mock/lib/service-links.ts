import AES from 'crypto-js/aes';

// The backend's half of the customer-service addresses (src/lib/service-link.ts): CryptoJS AES with the shared
// passphrase, OpenSSL salted format. The passphrase is the one in .env (VITE_SERVICE_LINK_KEY), which every
// build of the app is made with; a test holds the two together.
export const SERVICE_LINK_KEY = 'lottoph-service-links';

// A backend keeps each address encrypted in its configuration, so every status answer carries the same
// ciphertext; encrypting per answer (a fresh salt each time) would make two identical worlds answer
// differently.
const encrypted = new Map<string, string>();

export function encryptServiceLink(url: string, key: string = SERVICE_LINK_KEY): string {
  const id = `${key}\0${url}`;
  let cipher = encrypted.get(id);
  if (cipher === undefined) {
    cipher = AES.encrypt(url, key).toString();
    encrypted.set(id, cipher);
  }
  return cipher;
}
