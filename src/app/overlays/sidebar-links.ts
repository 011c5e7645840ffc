import type { Status } from '@/api';
import { platformDownloads } from '@/lib/platform';
import { safeUrl } from '@/lib/safe-url';
import { decodeServiceLink } from '@/lib/service-link';

// What the right sidebar links to, worked out when the player opens it: the rule for server-given addresses
// (src/lib/safe-url.ts) then loads with this module, not with the first page.

export interface SidebarLink {
  key: string;
  label: string;
  href: string;
  icon: 'service' | 'download';
}

const DOWNLOAD_MESSAGE: Record<string, string> = { IOS: 'download_ios', ANDROID: 'download_android' };

/** Every safe customer-service address and this platform's download, https only. */
export function sidebarLinks(
  status: Pick<Status, 'info' | 'resources'>,
  t: (key: string) => string,
): SidebarLink[] {
  const service = status.info.customerService.flatMap((entry, index) => {
    const href = decodeServiceLink(entry.path);
    return href ? [{ key: `service-${index}`, label: entry.title, href, icon: 'service' as const }] : [];
  });
  const downloads = platformDownloads(status.resources).flatMap(({ type, url }) => {
    const href = safeUrl(url, 'download');
    return href ? [{ key: type, label: t(DOWNLOAD_MESSAGE[type]), href, icon: 'download' as const }] : [];
  });
  return [...service, ...downloads];
}
