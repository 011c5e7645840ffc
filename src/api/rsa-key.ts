// The server's RSA public key: fetched once, shared by all encrypted calls, dropped when the server says it no
// longer matches so the next call fetches it again.
let cached: Promise<string> | null = null;

export function getPublicKey(fetchKey: () => Promise<string>): Promise<string> {
  if (!cached) {
    cached = fetchKey().catch((error: unknown) => {
      cached = null;
      throw error;
    });
  }
  return cached;
}

export function forgetPublicKey(): void {
  cached = null;
}
