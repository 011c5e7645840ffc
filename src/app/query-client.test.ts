import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/api/errors';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it.each(['http', 'unauthorized', 'cancelled'] as const)('never retries a %s failure', (kind) => {
    expect(shouldRetry(0, new ApiFailure({ kind }))).toBe(false);
  });

  it.each(['network', 'timeout', 'bad-gateway'] as const)('retries a %s failure once', (kind) => {
    expect(shouldRetry(0, new ApiFailure({ kind }))).toBe(true);
    expect(shouldRetry(1, new ApiFailure({ kind }))).toBe(false);
  });

  it('does not retry a programming error', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
