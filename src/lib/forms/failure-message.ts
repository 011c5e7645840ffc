import type { ApiFailure } from '@/api';

// The one way a failed call becomes words on a form (product spec section 8). Whatever the screen, no answer,
// a late one and a gateway's 502 get our own words (the browser's and the gateway's are not for the player); a
// 401 and a cancelled call get none here, because the fetch pipeline already acted on them; a refusal shows our
// words for a code the screen knows, else the server's message (it follows the Language header), else its code,
// else "Unknown error". Never a stack, never "undefined".

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
  /** Said for a 502 and any 5xx ("try again later" screens); without it a 502 is an unknown error. */
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
      return t('network_offline');
    case 'timeout':
      return t('request_timeout');
    case 'insecure-key':
      return t(INSECURE_KEY_KEY);
    case 'bad-gateway':
      // The gateway's body is the gateway's, not the server's: never shown (spec section 8).
      return t(words.unavailableKey ?? UNKNOWN_ERROR_KEY);
    case 'http':
      break;
  }
  if (words.unavailableKey && failure.status >= 500) return t(words.unavailableKey);
  const key = words.codes?.[failure.code];
  const serverFirst = words.serverWordsFirst?.includes(failure.code) === true;
  if (key && !(serverFirst && failure.message)) return t(key);
  if (failure.message) return failure.message;
  if (failure.code && !words.codeShownApart) return failure.code;
  return t(words.fallbackKey ?? UNKNOWN_ERROR_KEY);
}

/** The code a form that prints it apart shows under the text: only a server's refusal has one worth showing. */
export const failureCode = (failure: ApiFailure): string | undefined =>
  failure.kind === 'http' && failure.code ? failure.code : undefined;
