import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '@/api';
import { failureMessage, type FailureWords } from '@/lib/forms/failure-message';
import { showToast } from '@/state/ui';

export interface OneTapOptions<T> {
  /** After a success: read again what the action changed (invalidate its query), say so, move on. */
  onDone?: (data: T) => unknown;
  /** The screen's own words for some refusal codes, as a form has them. */
  words?: FailureWords;
}

/**
 * A one-tap action that is not a form (mark as read, accept, remove): one call in flight however often the
 * button is tapped, `pending` to disable it meanwhile, and a failure worded by the one failureMessage in a toast
 * (nothing for a 401 or a cancelled call: the pipeline acted on those). The call is made with `silent: true`
 * by the caller, so the words come from here once.
 */
export function useOneTap<T>(call: () => Promise<T>, { onDone, words }: OneTapOptions<T> = {}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      const result = await settle(call());
      if (result.success) {
        await onDone?.(result.data);
        return;
      }
      const text = failureMessage(result, t, words);
      if (text) showToast(text, { kind: 'error', isKey: false });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [call, onDone, words, t]);
  return { run, pending };
}
