// Money calls carry an Idempotency-Key (contract: common.yaml IdempotencyKey). A repeated key returns the order
// the first call created; two calls with the same key at the same time (a double tap) share one creation.
// Keys live on the orders themselves, so they survive the browser world's persistence like the orders do.

const inflight = new Map<string, Promise<unknown>>();

export async function once<T>(
  scope: string,
  key: string,
  existing: () => T | undefined,
  create: () => Promise<T>,
): Promise<T> {
  const found = existing();
  if (found) return found;
  const id = `${scope}:${key}`;
  const running = inflight.get(id) as Promise<T> | undefined;
  if (running) return running;
  const creation = create().finally(() => inflight.delete(id));
  inflight.set(id, creation);
  return creation;
}

export function idempotencyKeyOf(request: Request): string {
  return request.headers.get('Idempotency-Key') ?? '';
}
