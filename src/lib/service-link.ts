import { safeUrl } from './safe-url';

// The status call sends customer-service addresses encoded ("the client decrypts it before opening"). The
// encoding the backend uses is base64 of the URL; whether the address may be opened is the one rule of
// safe-url.ts (https, mail and phone), so a value that decodes to anything else is dropped rather than linked.

function decodeBase64(text: string): string | null {
  try {
    const binary = atob(text.trim());
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A safe URL to open for a customer-service entry, or null when it cannot be read or is not safe. */
export function decodeServiceLink(path: string): string | null {
  // A plain address is never base64 (':' is not in its alphabet): then the entry is read as it is.
  return safeUrl(decodeBase64(path) ?? path, 'contact');
}
