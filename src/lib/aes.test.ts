import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt, randomAesKey } from './aes';

const KEY = 'abcdefghijklmnop';

describe('AES-ECB for encrypted calls', () => {
  it('decrypts what it encrypted with the same key', () => {
    const plain = '{"balance":1234.5,"name":"Juan dela Cruz"}';
    expect(aesDecrypt(aesEncrypt(plain, KEY), KEY)).toBe(plain);
  });

  it('gives an empty text when the wrong key turns the bytes into malformed UTF-8', () => {
    // With this key the decrypted bytes are not UTF-8, which crypto-js reports by throwing.
    const cipher = aesEncrypt('{"balance":1234.5,"name":"Juan dela Cruz"}', KEY);
    expect(aesDecrypt(cipher, 'kkkkkkkkkkkkkkk3')).toBe('');
  });

  it('makes keys of the asked length from letters and digits', () => {
    expect(randomAesKey()).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomAesKey(24)).toMatch(/^[A-Za-z0-9]{24}$/);
  });
});
