import { decryptRequest } from './crypto';
import { refuse } from './respond';

// Encrypted calls (x-encrypted in the contract) must arrive as the contract declares them: a text/plain body
// and a base64 Encryption header. Anything else (a JSON body, no header, a header that is not base64) is
// refused as a request that is not encrypted at all. A well-formed key that does not decrypt answers
// ENCRYPTION_KEY_INVALID instead, which makes the app fetch a new public key and retry.

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const NOT_ENCRYPTED = 'This call must be encrypted: a text/plain body and an Encryption header';

const mediaType = (request: Request) =>
  (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();

/** The decrypted payload of an x-encrypted call, or a refusal. */
export async function readEncrypted(request: Request): Promise<unknown> {
  const header = request.headers.get('Encryption');
  if (mediaType(request) !== 'text/plain' || !header || !BASE64.test(header))
    return refuse('ENCRYPTION_REQUIRED', NOT_ENCRYPTED);
  const result = decryptRequest(await request.text().catch(() => ''), header);
  if (result.ok) return result.payload;
  if (result.reason === 'plaintext body' || result.reason === 'missing Encryption header')
    return refuse('ENCRYPTION_REQUIRED', NOT_ENCRYPTED);
  return refuse('ENCRYPTION_KEY_INVALID', 'The encryption key is not valid, fetch a new one');
}
