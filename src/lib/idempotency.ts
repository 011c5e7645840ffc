import type { ApiFailure } from '@/api';

// The Idempotency-Key of a money call (deposit, withdrawal) names one attempt. The server makes one order per
// key and answers a repeated key with what it did the first time, so:
// - a retry of the same attempt whose outcome is unknown (no answer, a timeout, a gateway's 502, a server
//   error) must send the same key: the first try may have gone through, and a new key would pay twice;
// - once the server has answered (done, or refused: a wrong payment password, too many open deposits), the
//   attempt is over, and the next submit is a new attempt with a new key. Reusing the refused one would get
//   the refusal back, or be taken for a replay, even with the right password.
// A change of what the money is (card and amount, channel and amount) is a new attempt as well.

/** Whether the server's answer settled the attempt (as opposed to leaving its outcome unknown). */
export function attemptSettled(failure: Pick<ApiFailure, 'kind' | 'status'>): boolean {
  if (failure.kind === 'unauthorized') return true;
  return failure.kind === 'http' && failure.status > 0 && failure.status < 500;
}

export interface AttemptKeys {
  /** The key to send for the money described by `signature`: the open attempt's, or a new one. */
  keyFor(signature: string): string;
  /** What the call came back with: an answer ends the attempt, an unknown outcome keeps it open. */
  settle(result: { success: true } | Pick<ApiFailure, 'success' | 'kind' | 'status'>): void;
}

export function createAttemptKeys(newKey: () => string = () => globalThis.crypto.randomUUID()): AttemptKeys {
  let open: { signature: string; key: string } | null = null;
  return {
    keyFor(signature) {
      if (open?.signature !== signature) open = { signature, key: newKey() };
      return open.key;
    },
    settle(result) {
      if (result.success || attemptSettled(result)) open = null;
    },
  };
}
