import type { TelemetryEntry } from '@/api';

// Field data: Core Web Vitals and client errors, batched and sent with navigator.sendBeacon to the designed
// POST /wps/telemetry (openapi/wps/telemetry.yaml). Nothing personal leaves the phone: an entry names the
// route PATTERN (never the address, its params or query), and an error's message is cut short with anything
// that looks like a number, a token or an address of the page replaced.

export type { TelemetryEntry };
type ErrorSource = NonNullable<TelemetryEntry['source']>;
type VitalName = NonNullable<TelemetryEntry['name']>;

export const TELEMETRY_PATH = '/wps/telemetry';
/** The contract's maxItems: a full batch goes at once. */
export const BATCH_SIZE = 50;
const MESSAGE_MAX = 300;

export interface CollectorOptions {
  /** Where the beacon goes (the API's base URL + TELEMETRY_PATH). */
  url: string;
  build: string;
  /** Share of page loads that report, 0..1 (the build's VITE_TELEMETRY_SAMPLE_RATE). */
  rate: number;
  /** The router's matched pattern for the address now shown. */
  routePattern: () => string;
  random?: () => number;
  now?: () => number;
  beacon?: (url: string, body: Blob) => boolean;
}

export interface Collector {
  readonly sampled: boolean;
  vital(name: VitalName, value: number, rating: TelemetryEntry['rating']): void;
  error(source: ErrorSource, message: string): void;
  /** Sends what is waiting (the page is being hidden or left). */
  flush(): void;
}

/**
 * Takes out what could name a player or a payment: digits runs (ids, amounts, phone numbers), long
 * token-like strings, query strings and fragments of addresses.
 */
export function scrub(message: string): string {
  return message
    .replace(/([?#])[^\s'"]*/g, '$1…')
    .replace(/[A-Za-z0-9_-]{24,}/g, '…')
    .replace(/\d[\d.,]*/g, '#')
    .slice(0, MESSAGE_MAX);
}

export function createCollector(options: CollectorOptions): Collector {
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const beacon = options.beacon ?? ((url: string, body: Blob) => navigator.sendBeacon(url, body));
  // Decided once per page load, so a sampled visit reports all its metrics and errors together.
  const sampled = random() < options.rate;
  let batch: TelemetryEntry[] = [];

  const flush = () => {
    if (batch.length === 0) return;
    const body = JSON.stringify({ build: options.build, entries: batch });
    batch = [];
    beacon(options.url, new Blob([body], { type: 'application/json' }));
  };

  const add = (entry: Omit<TelemetryEntry, 'route' | 'at'>) => {
    if (!sampled) return;
    batch.push({ ...entry, route: options.routePattern(), at: now() });
    if (batch.length >= BATCH_SIZE) flush();
  };

  return {
    sampled,
    vital: (name, value, rating) => add({ kind: 'vital', name, value, rating }),
    error: (source, message) => add({ kind: 'error', source, message: scrub(message) }),
    flush,
  };
}

/** The error's message, whatever was thrown. */
export const messageOf = (reason: unknown): string =>
  reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
