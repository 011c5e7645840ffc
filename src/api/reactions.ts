import { dispatchSession, session } from '@/state/session';
import { navigateTo } from '@/state/navigation';
import { setOffline, showDialog, showToast } from '@/state/ui';
import { THROTTLE_CODE, type ApiFailure } from './errors';

// What the player sees when a call fails (product spec section 8). Runs once per failure, inside the pipeline.
// `silent` hands only an ordinary error answer (a refusal) to the caller; a 502, no answer and a late answer
// get the same reaction whoever made the call, and a form adds at most one neutral line of its own
// (src/lib/forms/failure-message.ts, docs/spec-decisions.md).

export interface ReactionOptions {
  /** The caller shows a refusal itself (on a form): no toast for an ordinary error answer. */
  silent?: boolean;
  /** The app asked, not the player (a poll, a refetch): a late answer is not theirs to hear about. */
  background?: boolean;
  statusText?: string;
}

export function reactToFailure(failure: ApiFailure, options: ReactionOptions): void {
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
      // Only logged (spec section 8): the gateway's words are not the server's, and not the player's.
      console.warn('[api] 502 from the gateway', failure.code, failure.message);
      return;
    case 'network':
      // A silent failure: the offline banner says 'network_offline', nothing else does.
      setOffline(true);
      return;
    case 'timeout':
      // "Took too long" and no offline banner: the call went out, its answer did not come in time, which says
      // nothing about the network. Toasted for every call the player made, a form's included (a form adds only
      // its neutral line); the app's own calls retry or poll again (docs/spec-decisions.md).
      if (!options.background) showToast('request_timeout', { kind: 'error' });
      return;
    case 'cancelled':
      return;
    case 'insecure-key':
      // A silent call's form says it itself (failureMessage); the others get our words, never the code.
      if (!options.silent) showToast('encryption_key_weak', { kind: 'error' });
      return;
    case 'http': {
      // Throttling is never toasted: the player is going too fast, and a toast would only repeat it.
      if (options.silent || failure.code === THROTTLE_CODE) return;
      const text = failure.message || failure.code || options.statusText || '';
      if (text) showToast(text, { kind: 'error', isKey: false });
      else showToast('in_unknown_error', { kind: 'error' });
      return;
    }
  }
}
