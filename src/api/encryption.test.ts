import { generateKeyPairSync } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { decryptRequest } from '@mock/lib/crypto';
import { MOCK_PUBLIC_KEY } from '@mock/lib/keys';
import { EncryptionError, encryptPayload, WeakKeyError } from './encryption';

/** A fresh key pair of the given size, as the server would hand out its public half (SPKI PEM). */
function serverKey(bits: number) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return { publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

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

  it('refuses a 1024-bit key: nothing is encrypted with it', () => {
    const { publicPem } = serverKey(1024);
    expect(() => encryptPayload('{"password":"Secret123"}', publicPem)).toThrow(WeakKeyError);
    expect(() => encryptPayload('{"password":"Secret123"}', publicPem)).toThrow(
      'The public key has 1024 bits; at least 2048 are required',
    );
  });

  it('encrypts with a 2048-bit key, and the key holder recovers the AES key', () => {
    const { publicPem, privateKey } = serverKey(2048);
    const { body, encryptionHeader } = encryptPayload('{"a":1}', publicPem);
    // Node no longer decrypts PKCS#1 v1.5 (CVE-2023-46809), so the key holder here is jsencrypt, as in the mock.
    const holder = new JSEncrypt();
    holder.setPrivateKey(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
    expect(holder.decrypt(encryptionHeader)).toMatch(/^.{16}$/);
    expect(body).not.toContain('"a"');
  });

  it('refuses an empty key rather than encrypting with a key pair of its own', () => {
    expect(() => encryptPayload('{"a":1}', '')).toThrow(
      new EncryptionError('The public key could not encrypt the request key'),
    );
  });
});
