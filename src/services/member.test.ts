import { describe, expect, it } from 'vitest';
import { memberFromInfo } from './member';

const info = { id: 10000001, account: 'juan2026', mobileVerified: true };

describe('memberFromInfo', () => {
  it('keeps every field the server filled in', () => {
    expect(
      memberFromInfo({
        ...info,
        nickname: 'Juan',
        email: 'juan@example.ph',
        mobile: '09171234567',
        payee: 'Juan Dela Cruz',
      }),
    ).toEqual({
      customerId: '10000001',
      username: 'juan2026',
      nickname: 'Juan',
      email: 'juan@example.ph',
      mobile: '09171234567',
      mobileVerified: true,
      payee: 'Juan Dela Cruz',
      avatarData: null,
    });
  });

  it('turns missing or null fields into empty strings', () => {
    expect(memberFromInfo({ ...info, nickname: null, payee: null })).toMatchObject({
      nickname: '',
      email: '',
      mobile: '',
      payee: '',
    });
  });
});
