// Pictures come as paths on the image CDN (Status.imageCDNs, preferred first). A full URL, or a path that
// already starts with one of the CDNs, is used as it is; anything else is put under the preferred CDN.

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

const trimEnd = (base: string) => base.replace(/\/+$/, '');

export function resolveImageUrl(path: string | null | undefined, cdns: readonly string[]): string | null {
  if (!path) return null;
  if (ABSOLUTE.test(path)) return path;
  const bases = cdns.map(trimEnd).filter(Boolean);
  if (bases.some((base) => path === base || path.startsWith(`${base}/`))) return path;
  if (bases.length === 0) return path.startsWith('/') ? path : `/${path}`;
  return `${bases[0]}/${path.replace(/^\/+/, '')}`;
}
