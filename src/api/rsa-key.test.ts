import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPublicKey, getPublicKey } from './rsa-key';

beforeEach(() => forgetPublicKey());

describe('getPublicKey', () => {
  it('asks again after a failed fetch instead of keeping the failure', async () => {
    const fetchKey = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('key-2');
    await expect(getPublicKey(fetchKey)).rejects.toThrow('offline');
    await expect(getPublicKey(fetchKey)).resolves.toBe('key-2');
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });
});
