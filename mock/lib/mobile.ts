// Players type their number as 0917…, 917…, 63917… or +63917…; the books key a number by dial code and
// national number so the same phone is always the same phone.

export function nationalNumber(countryDialingCode: string, mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const dial = countryDialingCode.replace(/\D/g, '') || '63';
  if (digits.startsWith(dial) && digits.length > 10) return digits.slice(dial.length).replace(/^0+/, '');
  return digits.replace(/^0+/, '');
}

export const mobileKey = (countryDialingCode: string, mobile: string): string =>
  `${countryDialingCode.replace(/\D/g, '') || '63'}:${nationalNumber(countryDialingCode, mobile)}`;

/** The local 09XX form the seeded players and the app use. */
export const localMobile = (countryDialingCode: string, mobile: string): string =>
  countryDialingCode === '63' || !countryDialingCode
    ? `0${nationalNumber('63', mobile)}`
    : nationalNumber(countryDialingCode, mobile);

export const maskNumber = (value: string): string =>
  value.length <= 4 ? value : `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;

export const maskMobile = (value: string): string =>
  value.length < 8 ? value : `${value.slice(0, 4)}***${value.slice(-4)}`;
