// Whether the page runs in a private (incognito) window, where social sign-in by redirect cannot work: the
// provider's answer lands in storage the private window throws away or partitions. Browsers do not say so
// directly; these are the signals they do give (the approach of the detectIncognito project, trimmed):
// - Chromium gives a private window a storage quota tied to memory, far below a normal profile's share of
//   the disk;
// - Firefox and Safari refuse the origin-private file system in a private window.

export interface PrivacySignals {
  chromium: boolean;
  /** navigator.storage.estimate().quota, when known. */
  quota: number | null;
  /** performance.memory.jsHeapSizeLimit (Chromium only), when known. */
  heapLimit: number | null;
  /** Whether navigator.storage.getDirectory() was refused; null when the browser has no such call. */
  fileSystemRefused: boolean | null;
}

const GIB = 1024 * 1024 * 1024;

export function looksPrivate(signals: PrivacySignals): boolean {
  if (signals.chromium) {
    if (signals.quota === null) return false;
    return signals.quota < 2 * (signals.heapLimit ?? GIB);
  }
  return signals.fileSystemRefused === true;
}

interface ChromiumPerformance extends Performance {
  memory?: { jsHeapSizeLimit?: number };
}

async function gatherSignals(): Promise<PrivacySignals> {
  const nav = globalThis.navigator as Navigator | undefined;
  const brands = (nav as (Navigator & { userAgentData?: { brands?: { brand: string }[] } }) | undefined)
    ?.userAgentData?.brands;
  const chromium =
    (brands?.some((b) => /Chromium/i.test(b.brand)) ?? false) || /\bChrome\/\d+/.test(nav?.userAgent ?? '');
  let quota: number | null = null;
  try {
    quota = (await nav?.storage?.estimate?.())?.quota ?? null;
  } catch {
    quota = null;
  }
  const heapLimit =
    (globalThis.performance as ChromiumPerformance | undefined)?.memory?.jsHeapSizeLimit ?? null;
  let fileSystemRefused: boolean | null = null;
  if (!chromium && typeof nav?.storage?.getDirectory === 'function') {
    try {
      await nav.storage.getDirectory();
      fileSystemRefused = false;
    } catch {
      fileSystemRefused = true;
    }
  }
  return { chromium, quota, heapLimit, fileSystemRefused };
}

/** Resolves true in a private window (as far as the browser lets us tell); never rejects. */
export async function isPrivateBrowsing(): Promise<boolean> {
  try {
    return looksPrivate(await gatherSignals());
  } catch {
    return false;
  }
}
