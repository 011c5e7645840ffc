import type { SetupServer } from 'msw/node';
import { decryptRequest } from './crypto';

/**
 * The plaintext of the next encrypted call to `path` the in-process fake backend receives, decrypted the way
 * it decrypts it: what a test asserts the app put on the wire. A body that does not decrypt fails the wait.
 */
export function nextEncryptedPayload(server: SetupServer, path: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname !== path) return;
      void request
        .clone()
        .text()
        .then((body) => {
          const result = decryptRequest(body, request.headers.get('Encryption'));
          if (result.ok) resolve(result.payload as Record<string, unknown>);
          else reject(new Error(`the body sent to ${path} did not decrypt: ${result.reason}`));
        });
    });
  });
}
