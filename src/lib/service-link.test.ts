import { describe, expect, it, vi } from 'vitest';
import { decodeServiceLink } from './service-link';

const encode = (text: string) => btoa(text);

describe('customer-service links', () => {
  it('decodes the base64 address of a web, mail or phone link', () => {
    expect(decodeServiceLink(encode('https://support.lottoph.example/chat'))).toBe(
      'https://support.lottoph.example/chat',
    );
    expect(decodeServiceLink(encode('mailto:support@lottoph.example'))).toBe(
      'mailto:support@lottoph.example',
    );
  });

  it('opens phone addresses too', () => {
    expect(decodeServiceLink(encode('tel:+63281234567'))).toBe('tel:+63281234567');
  });

  it('never opens a contact over plain http, nor one that is only a path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeServiceLink(encode('http://support.lottoph.example/chat'))).toBeNull();
    expect(decodeServiceLink(encode('//support.lottoph.example/chat'))).toBeNull();
    expect(decodeServiceLink(encode('/chat'))).toBeNull();
  });

  it('drops an address whose bytes are not valid UTF-8 instead of guessing at them', () => {
    // A stray 0xFF byte: a lenient decoder would turn it into U+FFFD and still open the page.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeServiceLink(btoa('https://support.lottoph.example/\xff'))).toBeNull();
  });

  it('accepts a plain URL as well', () => {
    expect(decodeServiceLink('https://support.lottoph.example/')).toBe('https://support.lottoph.example/');
  });

  it('never opens script or data addresses, nor something unreadable', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeServiceLink(encode('javascript:alert(1)'))).toBeNull();
    expect(decodeServiceLink(encode('data:text/html,<script>1</script>'))).toBeNull();
    expect(decodeServiceLink(encode(' JavaScript:alert(1)'))).toBeNull();
    expect(decodeServiceLink('VBScript:msgbox(1)')).toBeNull();
    expect(decodeServiceLink('%%%')).toBeNull();
    expect(decodeServiceLink('')).toBeNull();
  });
});
