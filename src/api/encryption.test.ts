import { describe, expect, it } from 'vitest';
import { decryptRequest } from '@mock/lib/crypto';
import { MOCK_PUBLIC_KEY } from '@mock/lib/keys';
import { EncryptionError, encryptPayload } from './encryption';

describe('encryptPayload', () => {
  it('gives a body and header the key holder can decrypt', () => {
    const { body, encryptionHeader } = encryptPayload('{"a":1}', MOCK_PUBLIC_KEY);
    expect(decryptRequest(body, encryptionHeader)).toEqual({ ok: true, payload: { a: 1 } });
  });

  it('refuses to send anything when the public key is unusable', () => {
    expect(() => encryptPayload('{"a":1}', 'not a key')).toThrow(
      new EncryptionError('The public key could not encrypt the request key'),
    );
  });
});
