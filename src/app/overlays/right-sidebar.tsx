import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Status } from '@/api';
import { DownloadIcon } from '@/components/icons/download-icon';
import { HeadsetIcon } from '@/components/icons/headset-icon';
import { isAndroid, isIOS, isNativeApp } from '@/lib/platform';
import { safeUrl } from '@/lib/safe-url';
import { decodeServiceLink, downloadTypesFor } from '@/lib/service-link';
import './overlays.css';

interface SidebarLink {
  key: string;
  label: string;
  href: string;
  icon: 'service' | 'download';
}

const DOWNLOAD_MESSAGE: Record<string, string> = { IOS: 'download_ios', ANDROID: 'download_android' };

/** What the status configures: every safe customer-service address and this platform's download (https only). */
export function sidebarLinks(
  status: Pick<Status, 'info' | 'resources'>,
  t: (key: string) => string,
): SidebarLink[] {
  const service = status.info.customerService.flatMap((entry, index) => {
    const href = decodeServiceLink(entry.path);
    return href ? [{ key: `service-${index}`, label: entry.title, href, icon: 'service' as const }] : [];
  });
  const types = downloadTypesFor({ native: isNativeApp(), ios: isIOS(), android: isAndroid() });
  const downloads = types.flatMap((type) => {
    const resource = status.resources.find((r) => r.resourceType.toUpperCase() === type && r.url);
    const href = resource ? safeUrl(resource.url, 'download') : null;
    return href ? [{ key: type, label: t(DOWNLOAD_MESSAGE[type]), href, icon: 'download' as const }] : [];
  });
  return [...service, ...downloads];
}

/**
 * The right sidebar (spec section 2): one round button that opens customer service and the app download.
 * Folded by default so it covers as little of the screen as possible; Escape or a tap elsewhere folds it.
 */
export function RightSidebar({ status }: { status: Pick<Status, 'info' | 'resources'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const links = sidebarLinks(status, t);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (links.length === 0) return null;
  return (
    <div
      ref={root}
      className="right-sidebar"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector<HTMLElement>('.right-sidebar__toggle')?.focus();
        }
      }}
    >
      {open ? (
        <ul id={panelId} className="right-sidebar__panel">
          {links.map((link) => (
            <li key={link.key}>
              <a className="right-sidebar__link" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.icon === 'service' ? <HeadsetIcon size={20} /> : <DownloadIcon size={20} />}
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="right-sidebar__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('help_and_download')}
        onClick={() => setOpen((value) => !value)}
      >
        <HeadsetIcon />
      </button>
    </div>
  );
}
