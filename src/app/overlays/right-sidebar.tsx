import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Status } from '@/api';
import { DownloadIcon } from '@/components/icons/download-icon';
import { HeadsetIcon } from '@/components/icons/headset-icon';
import { platformDownloads } from '@/lib/platform';
import { useLoaded } from '@/components/use-loaded';
import './overlays.css';

const loadSidebarLinks = () => import('./sidebar-links');

/** Whether the status configures anything for the sidebar at all (what of it may be opened is decided later). */
export const hasSidebarEntries = (status: Pick<Status, 'info' | 'resources'>): boolean =>
  status.info.customerService.length > 0 || platformDownloads(status.resources).length > 0;

/**
 * The right sidebar (spec section 2): one round button that opens customer service and the app download.
 * Folded by default so it covers as little of the screen as possible; Escape or a tap elsewhere folds it.
 */
export function RightSidebar({ status }: { status: Pick<Status, 'info' | 'resources'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  // The links, and the rule that decides which addresses may be opened, load when the panel first opens.
  const rules = useLoaded(loadSidebarLinks, open);
  const links = useMemo(() => rules?.sidebarLinks(status, t) ?? null, [rules, status, t]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!hasSidebarEntries(status)) return null;
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
        <ul id={panelId} className="right-sidebar__panel" aria-busy={links === null}>
          {(links ?? []).map((link) => (
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
