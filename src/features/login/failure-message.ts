import type { ApiFailure } from '@/api';

/** What a failed login says on the form: the server's words when it gave any, else ours. */
export function failureMessage(failure: ApiFailure, t: (key: string) => string): string {
  switch (failure.kind) {
    case 'network':
      return t('network_offline');
    case 'timeout':
      return t('request_timeout');
    case 'bad-gateway':
      // A gateway's 502 is never shown as such (spec section 8); its body is the gateway's, not the server's.
      return t('in_unknown_error');
    default:
      return failure.message || failure.code || t('in_unknown_error');
  }
}
