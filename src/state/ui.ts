import i18next from 'i18next';
import { proxy } from 'valtio';

// Toasts, dialogs and the offline flag, shown for code that lives outside React (the fetch pipeline). Texts are i18n keys or server messages; the components translate keys when they render.

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** An i18n key (translated when shown) or a server message (shown as it is). */
  text: string;
  isKey: boolean;
  params?: Record<string, string | number>;
  expiresAt: number;
}

export interface Dialog {
  id: number;
  kind: 'warning' | 'info';
  titleKey: string;
  /** Server message shown as it is, or an i18n key when isKey. */
  text: string;
  isKey: boolean;
}

// The toasts' clock (spec section 9). The spec's default of 500 ms cannot be read (WCAG 2.2.1), so a message
// stays at least the 1,500 ms of the spec's earlier variant, longer for longer words; docs/spec-decisions.md.
export const TOAST_DEDUPE_MS = 1000;
export const TOAST_MIN_MS = 1500;
/** The spec's long option, and the longest any message stays: a toast covers part of the page. */
export const TOAST_LONG_MS = 10_000;
export const LOADING_TOAST_MAX_MS = 15_000;
/** Reading time grows with length: about 60 ms a character on top of the minimum, capped. */
export const toastDuration = (text: string) => Math.min(TOAST_LONG_MS, TOAST_MIN_MS + [...text].length * 60);

export const ui = proxy({
  toasts: [] as Toast[],
  dialogs: [] as Dialog[],
  offline: false,
  /**
   * While offline: when the oldest answer the page shows from the device's saved copies (the service worker's,
   * src/lib/offline-cache.ts) was received, so the banner can say how old what the player sees is.
   */
  savedAt: null as number | null,
  /** `savedAt` as the banner says it (Manila date and time), written by the pipeline that saw the copy. */
  savedAtText: null as string | null,
});

let nextId = 1;
const lastShown = new Map<string, number>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const index = ui.toasts.findIndex((t) => t.id === id);
  if (index >= 0) ui.toasts.splice(index, 1);
}

export interface ToastOptions {
  kind?: ToastKind;
  isKey?: boolean;
  params?: Record<string, string | number>;
  durationMs?: number;
  /** The spec's long option: the message stays 10 s. */
  long?: boolean;
}

/** The words the player reads: a key's reading time is that of its translation, not of the key. */
const wordsOf = (text: string, isKey: boolean, params?: Record<string, string | number>): string =>
  isKey && i18next.isInitialized ? i18next.t(text, { ...params }) : text;

/**
 * Shows a toast unless the same text was shown in the last second. Returns its id (or the id of the one
 * already showing) so loading toasts can be dismissed when the work ends.
 */
export function showToast(text: string, options: ToastOptions = {}): number {
  const kind = options.kind ?? 'info';
  const now = Date.now();
  const dedupeKey = `${kind}:${text}:${JSON.stringify(options.params ?? {})}`;
  const last = lastShown.get(dedupeKey);
  if (last !== undefined && now - last < TOAST_DEDUPE_MS) {
    const existing = ui.toasts.find((t) => t.text === text && t.kind === kind);
    if (existing) return existing.id;
  }
  lastShown.set(dedupeKey, now);
  const isKey = options.isKey ?? true;
  const asked = options.long ? TOAST_LONG_MS : options.durationMs;
  const duration =
    kind === 'loading'
      ? Math.min(asked ?? LOADING_TOAST_MAX_MS, LOADING_TOAST_MAX_MS)
      : Math.min(
          Math.max(asked ?? toastDuration(wordsOf(text, isKey, options.params)), TOAST_MIN_MS),
          TOAST_LONG_MS,
        );
  const id = nextId++;
  ui.toasts.push({
    id,
    kind,
    text,
    isKey,
    params: options.params,
    expiresAt: now + duration,
  });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  return id;
}

export function showDialog(dialog: Omit<Dialog, 'id'>): number {
  const id = nextId++;
  ui.dialogs.push({ ...dialog, id });
  return id;
}

export function closeDialog(id: number): void {
  const index = ui.dialogs.findIndex((d) => d.id === id);
  if (index >= 0) ui.dialogs.splice(index, 1);
}

export function setOffline(offline: boolean): void {
  // A late answer to a call made before the network went does not mean it is back: while the browser says it
  // is offline, the banner stays.
  const value = offline || (typeof navigator !== 'undefined' && navigator.onLine === false);
  if (ui.offline !== value) ui.offline = value;
  if (!value && ui.savedAt !== null) {
    ui.savedAt = null;
    ui.savedAtText = null;
  }
}

/**
 * An answer came from the device's saved copy (no network): offline, showing what was saved at `at` (`text`,
 * as the banner words it; formatted by the caller so the first page's code carries no date formatting).
 */
export function showingSavedCopy(at: number, text: string): void {
  ui.offline = true;
  if (ui.savedAt === null || at < ui.savedAt) {
    ui.savedAt = at;
    ui.savedAtText = text;
  }
}
