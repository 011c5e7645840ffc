import { dispatchSession, session } from '@/state/session';
import { navigateTo } from '@/state/navigation';
import { setOffline, showDialog, showToast } from '@/state/ui';
import type { ApiFailure } from './errors';

// What the player sees when a call fails (product spec section 8). Runs once per failure, inside the pipeline.

/** Codes the server uses for throttling: the player already knows they are going too fast. */
const SILENT_CODES = new Set(['TOO_MANY_REQUEST']);

export function reactToFailure(
  failure: ApiFailure,
  options: { silent?: boolean; statusText?: string },
): void {
  switch (failure.kind) {
    case 'unauthorized': {
      const wasLoggedIn = session.isLoggedIn;
      showToast(wasLoggedIn ? 'logged_in_elsewhere' : 'not_login', { kind: 'error' });
      if (wasLoggedIn) {
        dispatchSession({ type: 'loggedOutElsewhere' });
        showDialog({
          kind: 'warning',
          titleKey: 'session_ended_title',
          text: failure.message || 'logged_in_elsewhere',
          isKey: !failure.message,
        });
      }
      navigateTo('/login');
      return;
    }
    case 'bad-gateway':
      console.warn('[api] 502 from the gateway', failure.code, failure.message);
      return;
    case 'network':
      setOffline(true);
      return;
    case 'timeout':
      if (!options.silent) showToast('request_timeout', { kind: 'error' });
      return;
    case 'cancelled':
      return;
    case 'insecure-key':
      // A silent call's form says it itself (failureMessage); the others get our words, never the code.
      if (!options.silent) showToast('encryption_key_weak', { kind: 'error' });
      return;
    case 'http': {
      if (options.silent || SILENT_CODES.has(failure.code)) return;
      const text = failure.message || failure.code || options.statusText || '';
      if (text) showToast(text, { kind: 'error', isKey: false });
      else showToast('in_unknown_error', { kind: 'error' });
      return;
    }
  }
}
