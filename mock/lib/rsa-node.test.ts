import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/encryption';
import { pageRsaKeyDecrypter } from './crypto';
import { MOCK_PUBLIC_KEY } from './keys';
import { nodeRsaKeyDecrypter } from './rsa-node';

const publicKey = createPublicKey(MOCK_PUBLIC_KEY);
/** A 256-byte RSA block: 00, its type, the padding, 00, the message. */
const block = (type: number, padding: Buffer, message: Buffer) =>
  Buffer.concat([Buffer.from([0, type]), padding, Buffer.from([0]), message]);
/** An Encryption header holding `block` as it is, no padding added: how a test builds a malformed one. */
const rawHeader = (block: Buffer) =>
  publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, block).toString('base64');

describe('the fake backend in Node decrypts request keys with Node’s RSA', () => {
  it('recovers the very key the app sent, as the page’s decryption does', () => {
    for (let call = 0; call < 5; call++) {
      const { encryptionHeader } = encryptPayload('{"a":1}', MOCK_PUBLIC_KEY);
      const key = pageRsaKeyDecrypter(encryptionHeader);
      expect(key).toMatch(/^.{16}$/);
      expect(nodeRsaKeyDecrypter(encryptionHeader)).toBe(key);
    }
  });

  it('reads a ciphertext whose leading zero bytes were left off', () => {
    let header: string;
    let cipher: Buffer;
    // About one ciphertext in 256 starts with a zero byte: encrypt until one does.
    do {
      header = encryptPayload('{}', MOCK_PUBLIC_KEY).encryptionHeader;
      cipher = Buffer.from(header, 'base64');
    } while (cipher[0] !== 0);
    expect(nodeRsaKeyDecrypter(cipher.subarray(1).toString('base64'))).toBe(pageRsaKeyDecrypter(header));
  });

  it('finds no key in a header that is not base64, empty, longer than the key, or padded otherwise', () => {
    expect(nodeRsaKeyDecrypter('not base64!')).toBe(false);
    expect(nodeRsaKeyDecrypter('')).toBe(false);
    expect(nodeRsaKeyDecrypter(randomBytes(257).toString('base64'))).toBe(false);
    // The modulus itself is too large a number to decrypt.
    expect(nodeRsaKeyDecrypter(Buffer.alloc(256, 0xff).toString('base64'))).toBe(false);
    // A signature block (00 01 ff… 00 key) and an encryption block with too little padding.
    const key = Buffer.from('ABCDEFGHIJKLMNOP');
    expect(nodeRsaKeyDecrypter(rawHeader(block(1, Buffer.alloc(237, 0xff), key)))).toBe(false);
    expect(nodeRsaKeyDecrypter(rawHeader(block(2, Buffer.alloc(7, 0x11), Buffer.alloc(246, 0x41))))).toBe(
      false,
    );
    const good = block(2, Buffer.alloc(237, 0x11), key);
    expect(nodeRsaKeyDecrypter(rawHeader(good))).toBe('ABCDEFGHIJKLMNOP');
  });
});
