import type { ApiFailure } from '@/api';

/** What a failed login says on the form: the server's words when it gave any, else ours. */
export function failureMessage(failure: ApiFailure, t: (key: string) => string): string {
  switch (failure.kind) {
    case 'network':
      return t('network_offline');
    case 'timeout':
      return t('request_timeout');
    default:
      return failure.message || failure.code || t('in_unknown_error');
  }
}
