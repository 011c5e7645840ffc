import { describe, expect, it } from 'vitest';
import { validatePhilippineMobile } from './phone';

describe('Philippine mobile numbers', () => {
  it.each(['09171234567', '9171234567', '+639171234567', '63 917 123 4567', '0917-123-4567'])(
    'accepts %s',
    async (raw) => {
      await expect(validatePhilippineMobile(raw)).resolves.toEqual({
        valid: true,
        mobileNum: '9171234567',
        e164: '+639171234567',
      });
    },
  );

  it.each([
    ['a landline', '0288888888'],
    ['a US number', '+12025550123'],
    ['too short', '0917123'],
    ['letters', '09171abc567'],
    ['empty', ''],
  ])('refuses %s', async (_what, raw) => {
    await expect(validatePhilippineMobile(raw)).resolves.toMatchObject({ valid: false });
  });
});
