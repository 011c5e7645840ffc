import AES from 'crypto-js/aes';

// The backend's half of the customer-service addresses (src/lib/service-link.ts): CryptoJS AES with the shared
// passphrase, OpenSSL salted format. The passphrase is the one in .env (VITE_SERVICE_LINK_KEY), which every
// build of the app is made with; a test holds the two together.
export const SERVICE_LINK_KEY = 'lottoph-service-links';

export function encryptServiceLink(url: string, key: string = SERVICE_LINK_KEY): string {
  return AES.encrypt(url, key).toString();
}
