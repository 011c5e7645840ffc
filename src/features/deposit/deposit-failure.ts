import type { ApiFailure } from '@/api';
import type { DepositFormValues, FieldProblem } from './deposit-rules';

// Where a refused deposit is explained (product spec section 8): on the field it is about when there is one,
// otherwise above the button. Known refusals have words of our own in both languages; anything else shows the
// server's message, then its code, never a blank.

export interface DepositRefusal {
  field?: keyof DepositFormValues;
  problem: FieldProblem | { text: string };
}

const FIELD_CODES: Record<string, { field: keyof DepositFormValues; key: string }> = {
  CHANNEL_NOT_SUPPORTED: { field: 'channelId', key: 'deposit_channel_not_supported' },
  AMOUNT_BELOW_MIN: { field: 'amount', key: '' },
  AMOUNT_ABOVE_MAX: { field: 'amount', key: '' },
  INVALID_AMOUNT: { field: 'amount', key: '' },
  PROMOTION_MIN_DEPOSIT: { field: 'promotionId', key: '' },
  PROMOTION_NOT_FOUND: { field: 'promotionId', key: 'deposit_promotion_unavailable' },
};

export const DEPOSIT_REFUSAL_MESSAGES: Record<string, string> = {
  DEPOSIT_NOT_ALLOWED: 'deposit_not_allowed',
  TOO_MANY_OPEN_DEPOSITS: 'deposit_too_many_open',
  MOBILE_NOT_VERIFIED: 'deposit_mobile_not_verified',
  MOBILE_NOT_SET: 'deposit_mobile_not_verified',
};

export function depositRefusal(failure: ApiFailure): DepositRefusal {
  if (failure.kind === 'network') return { problem: { key: 'network_offline' } };
  if (failure.kind === 'timeout') return { problem: { key: 'request_timeout' } };
  // A gateway's 502 is never shown as such (spec section 8); its body is the gateway's, not the server's.
  if (failure.kind === 'bad-gateway') return { problem: { key: 'in_unknown_error' } };
  const onField = FIELD_CODES[failure.code];
  if (onField) {
    // The server states the limit it applied (e.g. "The maximum deposit is ₱30000"); ours is a fallback.
    const problem = onField.key
      ? { key: onField.key }
      : failure.message
        ? { text: failure.message }
        : { key: 'deposit_amount_invalid' };
    return { field: onField.field, problem };
  }
  const key = DEPOSIT_REFUSAL_MESSAGES[failure.code];
  if (key) return { problem: { key } };
  return {
    problem:
      failure.message || failure.code
        ? { text: failure.message || failure.code }
        : { key: 'in_unknown_error' },
  };
}
