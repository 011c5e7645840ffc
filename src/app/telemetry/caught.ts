// Errors the app's error boundary catches, handed to the field-data collector (./collector.ts). The boundary
// is on the first page and the collector is not: what is caught before the collector loads waits here.

type Listener = (error: unknown) => void;
const waiting: unknown[] = [];
let listener: Listener | null = null;

export function reportCaught(error: unknown): void {
  if (listener) listener(error);
  else if (waiting.length < 20) waiting.push(error);
}

/** The collector takes what waited, then everything caught from now on. */
export function onCaught(next: Listener): () => void {
  listener = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
}
