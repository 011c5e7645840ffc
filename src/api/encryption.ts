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

/**
 * The smallest RSA modulus we encrypt with. Keys below 2048 bits are factorable within reach of a determined
 * attacker (NIST SP 800-131A disallows them), and whoever factors the key reads every password sent with it.
 */
export const MIN_RSA_BITS = 2048;

export class EncryptionError extends Error {}

/** The server's key is well-formed but too short to protect the payload: nothing is sent. */
export class WeakKeyError extends EncryptionError {
  readonly bits: number;

  constructor(bits: number) {
    super(`The public key has ${bits} bits; at least ${MIN_RSA_BITS} are required`);
    this.name = 'WeakKeyError';
    this.bits = bits;
  }
}

/**
 * The modulus size of the key jsencrypt parsed, or 0 when it parsed none. jsencrypt declares the modulus
 * protected and offers no accessor, but it is a plain property at run time (kept as `n` in both of its builds).
 */
function modulusBits(rsa: JSEncrypt): number {
  const key = rsa.getKey() as unknown as { n?: { bitLength(): number } | null };
  return key.n ? key.n.bitLength() : 0;
}

/** `key` is the request's AES key: a fresh random one unless a test tool reuses one on purpose. */
export function encryptPayload(json: string, publicKey: string, key = randomAesKey()): EncryptedBody {
  // jsencrypt ignores an empty key and would then generate a key pair of its own to encrypt with.
  if (!publicKey.trim()) throw new EncryptionError('The public key could not encrypt the request key');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const bits = modulusBits(rsa);
  if (bits > 0 && bits < MIN_RSA_BITS) throw new WeakKeyError(bits);
  const encryptedKey = rsa.encrypt(key);
  if (!encryptedKey) throw new EncryptionError('The public key could not encrypt the request key');
  return { body: aesEncrypt(json, key), encryptionHeader: encryptedKey };
}

/**
 * `request` as an encrypted operation sends it: its JSON body (`{}` when empty) sealed by encryptPayload, as
 * text, with the Encryption header.
 */
export async function encryptRequest(request: Request, publicKey: string): Promise<Request> {
  const plain = await request.clone().text();
  const { body, encryptionHeader } = encryptPayload(plain || '{}', publicKey);
  const next = new Request(request, { body });
  next.headers.set('Content-Type', 'text/plain;charset=UTF-8');
  next.headers.set('Encryption', encryptionHeader);
  return next;
}
