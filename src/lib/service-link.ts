// The status call sends customer-service addresses encoded ("the client decrypts it before opening"). The
// encoding the backend uses is base64 of the URL; only web, mail and phone addresses are ever opened, so a
// value that decodes to anything else (javascript:, data:) is dropped rather than linked.

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

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
  const candidates = [decodeBase64(path), path];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (SAFE_SCHEMES.has(url.protocol)) return url.href;
    } catch {
      /* not a URL: try the next reading */
    }
  }
  return null;
}

/** Which download the sidebar offers: the wrapper apps need none, phones get their own, desktops both. */
export function downloadTypesFor(platform: { native: boolean; ios: boolean; android: boolean }): string[] {
  if (platform.native) return [];
  if (platform.ios) return ['IOS'];
  if (platform.android) return ['ANDROID'];
  return ['IOS', 'ANDROID'];
}
