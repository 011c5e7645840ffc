import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAL_CODE, validatePhilippineMobile } from './phone';

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

describe('Philippine mobile numbers under a chosen dial code', () => {
  it('the Philippines is the default, and choosing it explicitly changes nothing', async () => {
    expect(DEFAULT_DIAL_CODE).toBe('63');
    await expect(validatePhilippineMobile('09171234567', '63')).resolves.toEqual({
      valid: true,
      mobileNum: '9171234567',
      e164: '+639171234567',
    });
  });

  it('reads a national number under another dial code as that country, so refuses it', async () => {
    await expect(validatePhilippineMobile('9171234567', '1')).resolves.toMatchObject({ valid: false });
  });

  it('a number written with + keeps its own country code whatever dial code is chosen', async () => {
    await expect(validatePhilippineMobile('+639171234567', '1')).resolves.toEqual({
      valid: true,
      mobileNum: '9171234567',
      e164: '+639171234567',
    });
  });

  it('refuses stray plus signs, even around a valid number', async () => {
    await expect(validatePhilippineMobile('+639171234567+')).resolves.toMatchObject({ valid: false });
    await expect(validatePhilippineMobile('++639171234567')).resolves.toMatchObject({ valid: false });
  });

  it('a refused number keeps the digits typed, and no E.164 form', async () => {
    await expect(validatePhilippineMobile('0917-123')).resolves.toEqual({
      valid: false,
      mobileNum: '0917123',
      e164: '',
    });
  });
});
