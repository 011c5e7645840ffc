import type { HostToSiteMessage, SiteToHostMessage } from './types';

// Talking to the operator's page that frames the site. Both sides are on one origin, and each names it: the
// site posts to its own origin (never '*'), and accepts a message only from the framing window on that origin.

export function postToHost(message: SiteToHostMessage): void {
  // Opened on its own (not framed) there is nobody to tell.
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}

const isHostMessage = (data: unknown): data is HostToSiteMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'balanceRefreshed';

export function onHostMessage(listener: (message: HostToSiteMessage) => void): () => void {
  const handle = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== window.location.origin) return;
    if (isHostMessage(event.data)) listener(event.data);
  };
  window.addEventListener('message', handle);
  return () => window.removeEventListener('message', handle);
}
