import type { ApiFailure } from '@/api';
import type { AlertText } from './form-alert';

/**
 * What the phone form says about a failed call (spec section 8). No answer, a late one and a gateway's 502
 * get our own words (the browser's and the gateway's are not for the player); a refusal shows the server's
 * message with its code.
 */
export function callProblem(
  failure: ApiFailure,
  t: (key: string) => string,
  fallbackKey = 'in_unknown_error',
): AlertText {
  switch (failure.kind) {
    case 'network':
      return { text: t('network_offline') };
    case 'timeout':
      return { text: t('request_timeout') };
    case 'bad-gateway':
      return { text: t('in_unknown_error') };
    default:
      return { text: failure.message || t(fallbackKey), code: failure.code || undefined };
  }
}
