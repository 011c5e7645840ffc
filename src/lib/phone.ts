// Philippine mobile numbers. The metadata (tens of kilobytes) loads only when a phone field is first used.

export const DEFAULT_DIAL_CODE = '63';

export interface PhoneCheck {
  valid: boolean;
  /** National significant number as the backend takes it in mobileNum, e.g. 9171234567. */
  mobileNum: string;
  /** +639171234567 */
  e164: string;
}

const invalid = (raw: string): PhoneCheck => ({ valid: false, mobileNum: raw.replace(/\D/g, ''), e164: '' });

type Parser = typeof import('libphonenumber-js/mobile').parsePhoneNumberFromString;
let parser: Promise<Parser> | null = null;

export function loadPhoneParser(): Promise<Parser> {
  parser ??= import('libphonenumber-js/mobile').then((m) => m.parsePhoneNumberFromString);
  return parser;
}

/** Checks a number typed as 09171234567, 9171234567, +639171234567 or 63 917 123 4567. */
export function checkPhilippineMobile(parse: Parser, raw: string, dialCode = DEFAULT_DIAL_CODE): PhoneCheck {
  const digits = raw.replace(/[^\d+]/g, '');
  if (!/^\+?\d{8,16}$/.test(digits)) return invalid(raw);
  const international = digits.startsWith('+')
    ? digits
    : dialCode !== DEFAULT_DIAL_CODE
      ? `+${dialCode}${digits}`
      : digits;
  // The default country alone accepts foreign numbers written internationally: insist on PH.
  const phone = parse(international, 'PH');
  if (!phone || phone.country !== 'PH' || !phone.isValid()) return invalid(raw);
  return { valid: true, mobileNum: String(phone.nationalNumber), e164: String(phone.number) };
}

export async function validatePhilippineMobile(
  raw: string,
  dialCode = DEFAULT_DIAL_CODE,
): Promise<PhoneCheck> {
  return checkPhilippineMobile(await loadPhoneParser(), raw, dialCode);
}
