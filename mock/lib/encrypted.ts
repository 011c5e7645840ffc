import { decryptRequest } from './crypto';
import { refuse } from './respond';

// Encrypted calls (x-encrypted in the contract) must arrive encrypted: a plaintext body is refused, and a key
// that does not decrypt answers ENCRYPTION_KEY_INVALID, which makes the app fetch a new public key and retry.

/** The decrypted payload of an x-encrypted call, or a refusal. */
export async function readEncrypted(request: Request): Promise<unknown> {
  const result = decryptRequest(await request.text().catch(() => ''), request.headers.get('Encryption'));
  if (result.ok) return result.payload;
  if (result.reason === 'plaintext body' || result.reason === 'missing Encryption header')
    return refuse('ENCRYPTION_REQUIRED', 'This call must be encrypted');
  return refuse('ENCRYPTION_KEY_INVALID', 'The encryption key is not valid, fetch a new one');
}
