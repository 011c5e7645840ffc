import { describe, expect, it, vi } from 'vitest';
import { encryptServiceLink, SERVICE_LINK_KEY } from '@mock/lib/service-links';
import { decodeServiceLink, serviceLinkKey } from './service-link';

/** openapi/wps/system.yaml, CustomerServiceLink.path's example: the live chat under the example passphrase. */
const CONTRACT_EXAMPLE =
  'U2FsdGVkX1+kYu6wC0CNOicv5BSjUZSLmG3rNYZL4a7sYezh0G3Zy6un/ndI63kK2zh5KSjt6WOG/TXfQDzljg==';
const KEY = 'lottoph-service-links';

const encrypt = (url: string) => encryptServiceLink(url, KEY);

describe('customer-service links', () => {
  it("§3.3 decrypts the contract's example to its address with the build's passphrase", () => {
    expect(decodeServiceLink(CONTRACT_EXAMPLE, KEY)).toBe('https://support.lottoph.example/chat');
  });

  it('§3.3 uses the passphrase the build is made with, the same as the fake backend', () => {
    expect(serviceLinkKey()).toBe(KEY);
    expect(SERVICE_LINK_KEY).toBe(KEY);
    expect(decodeServiceLink(CONTRACT_EXAMPLE)).toBe('https://support.lottoph.example/chat');
  });

  it('§3.3 drops an address encrypted with another passphrase, or when the build has none', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      decodeServiceLink(encryptServiceLink('https://support.lottoph.example/chat', 'another'), KEY),
    ).toBeNull();
    expect(decodeServiceLink(CONTRACT_EXAMPLE, '')).toBeNull();
    expect(decodeServiceLink('U2FsdGVkX1+not-a-ciphertext', KEY)).toBeNull();
  });

  it('decrypts a web or mail address', () => {
    expect(decodeServiceLink(encrypt('mailto:support@lottoph.example'), KEY)).toBe(
      'mailto:support@lottoph.example',
    );
  });

  it('opens phone addresses too', () => {
    expect(decodeServiceLink(encrypt('tel:+63281234567'), KEY)).toBe('tel:+63281234567');
  });

  it('never opens a contact over plain http, nor one that is only a path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeServiceLink(encrypt('http://support.lottoph.example/chat'), KEY)).toBeNull();
    expect(decodeServiceLink(encrypt('//support.lottoph.example/chat'), KEY)).toBeNull();
    expect(decodeServiceLink(encrypt('/chat'), KEY)).toBeNull();
  });

  it('accepts a plain URL as well', () => {
    expect(decodeServiceLink('https://support.lottoph.example/', KEY)).toBe(
      'https://support.lottoph.example/',
    );
  });

  it('never opens script or data addresses, nor something unreadable', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeServiceLink(encrypt('javascript:alert(1)'), KEY)).toBeNull();
    expect(decodeServiceLink(encrypt('data:text/html,<script>1</script>'), KEY)).toBeNull();
    expect(decodeServiceLink(encrypt(' JavaScript:alert(1)'), KEY)).toBeNull();
    expect(decodeServiceLink('VBScript:msgbox(1)', KEY)).toBeNull();
    expect(decodeServiceLink('aHR0cHM6Ly9zdXBwb3J0LmxvdHRvcGguZXhhbXBsZS9jaGF0', KEY)).toBeNull();
    expect(decodeServiceLink('%%%', KEY)).toBeNull();
    expect(decodeServiceLink('', KEY)).toBeNull();
  });
});
