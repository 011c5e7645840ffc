import { safeUrl } from '@/lib/safe-url';

/** Where tapping a banner goes: one of the app's screens, or an https page outside it (in a new tab). */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

/**
 * A banner's link is server data: it is followed only when it is a page of the app itself or an https address
 * (src/lib/safe-url.ts decides what is safe). Scripts, data, plain http, another host behind "//", mail and
 * phone addresses leave the banner a picture that opens nothing.
 */
export function bannerTarget(
  link: string | null | undefined,
  base: string = window.location.href,
): BannerTarget | null {
  if (!link) return null;
  const href = safeUrl(link, 'content', { base });
  if (href === null) return null;
  const url = new URL(href);
  if (url.origin === new URL(base).origin)
    return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
  return url.protocol === 'https:' ? { kind: 'external', href } : null;
}
