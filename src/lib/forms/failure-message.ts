import { THROTTLE_CODE, type ApiFailure } from '@/api';

// The one way a failed call becomes words on a form (product spec section 8). The pipeline has already given
// the catalogue's reaction (src/api/reactions.ts): a 502 only logged, throttling kept quiet, no answer shown by
// the offline banner, a late answer by its "took too long" toast. For those four a form says one neutral line
// of its own, whatever the screen: that its submit did not go through, the banner's own words for offline, and
// nothing of the server's or the gateway's (docs/spec-decisions.md). A 401 and a cancelled call get no words
// here, the pipeline acted on them; a refusal shows our words for a code the screen knows, else the server's
// message (it follows the Language header), else its code, else "Unknown error". Never a stack, "undefined".

export const UNKNOWN_ERROR_KEY = 'in_unknown_error';
/** The app refused to encrypt with a server key under 2048 bits: our words, the server's are not involved. */
const INSECURE_KEY_KEY = 'encryption_key_weak';

/** What a screen adds to the catalogue: its own words for some codes, and how it names a server that is down. */
export interface FailureWords {
  /** Server code → message key, for refusals the screen explains in its own words in every language. */
  codes?: Readonly<Record<string, string>>;
  /**
   * Codes whose server message, when there is one, says more than our key (it states the limit it applied);
   * the key is then only the fallback.
   */
  serverWordsFirst?: readonly string[];
  /** Said for a 5xx refusal ("try again later" screens); a gateway's 502 still gets the neutral line. */
  unavailableKey?: string;
  /** Said when nothing better is known; defaults to "Unknown error". */
  fallbackKey?: string;
  /** The form prints the code on a line of its own, so the text never falls back to it. */
  codeShownApart?: boolean;
}

export type Translate = (key: string) => string;

/** The words for a failed call, or null when the form has nothing to say (401, cancelled). */
export function failureMessage(failure: ApiFailure, t: Translate, words: FailureWords = {}): string | null {
  switch (failure.kind) {
    case 'unauthorized':
    case 'cancelled':
      return null;
    case 'network':
      // The banner's words, after the neutral line (the key nests network_offline, so they cannot drift).
      return t('submit_failed_offline');
    case 'timeout':
    case 'bad-gateway':
      // The toast says the timeout; a 502 is only logged and its body is the gateway's, never shown.
      return t('submit_failed');
    case 'insecure-key':
      return t(INSECURE_KEY_KEY);
    case 'http':
      break;
  }
  // Throttling: never the server's words (they are suppressed), and a plain "try again" would only repeat it.
  if (failure.code === THROTTLE_CODE) return t('submit_throttled');
  if (words.unavailableKey && failure.status >= 500) return t(words.unavailableKey);
  const key = words.codes?.[failure.code];
  const serverFirst = words.serverWordsFirst?.includes(failure.code) === true;
  if (key && !(serverFirst && failure.message)) return t(key);
  if (failure.message) return failure.message;
  if (failure.code && !words.codeShownApart) return failure.code;
  return t(words.fallbackKey ?? UNKNOWN_ERROR_KEY);
}

/**
 * The code a form that prints it apart shows under the text: only a server's refusal has one worth showing
 * (throttling gets the neutral line, with nothing of the server's).
 */
export const failureCode = (failure: ApiFailure): string | undefined =>
  failure.kind === 'http' && failure.code && failure.code !== THROTTLE_CODE ? failure.code : undefined;

/**
 * The words for a screen that reports a failed call in a toast rather than on a form: none for a timeout,
 * whose toast the pipeline has shown already, so one tap never gives two toasts.
 */
export const failureToast = (failure: ApiFailure, t: Translate, words?: FailureWords): string | null =>
  failure.kind === 'timeout' ? null : failureMessage(failure, t, words);
