import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeReferral, referralFrom, registrationContext } from './registration-context';

describe('registration context', () => {
  it('takes the affiliate and referral codes from the address', () => {
    expect(referralFrom('?affiliateCode=AFF-01&referralCode=ref_9&x=1')).toEqual({
      affiliateCode: 'AFF-01',
      referralCode: 'ref_9',
    });
    expect(referralFrom('')).toEqual({});
  });

  it('trims spaces around a code before checking it', () => {
    expect(referralFrom('?referralCode=%20R1%20&affiliateCode=+AFF+')).toEqual({
      referralCode: 'R1',
      affiliateCode: 'AFF',
    });
  });

  it('keeps only what looks like a code', () => {
    expect(referralFrom('?affiliateCode=%3Cscript%3E&referralCode=' + 'x'.repeat(65))).toEqual({});
    fc.assert(
      fc.property(fc.string(), (value) => {
        const codes = referralFrom(`?affiliateCode=${encodeURIComponent(value)}`);
        if (codes.affiliateCode !== undefined) expect(codes.affiliateCode).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      }),
    );
  });

  it('prefers the codes of the current address over remembered ones', () => {
    expect(mergeReferral({ referralCode: 'NEW' }, { referralCode: 'OLD', affiliateCode: 'A1' })).toEqual({
      referralCode: 'NEW',
      affiliateCode: 'A1',
    });
    expect(mergeReferral({}, null)).toEqual({});
  });

  it('names the page without its fragment, the domain and the method', () => {
    const context = registrationContext(
      {
        href: 'https://lotto.example.ph/register?referralCode=R1#top',
        hostname: 'lotto.example.ph',
        search: '?referralCode=R1',
      },
      'PWA',
      { affiliateCode: 'A9' },
    );
    expect(context).toEqual({
      registerMethod: 'PWA',
      registerUrl: 'https://lotto.example.ph/register?referralCode=R1',
      domain: 'lotto.example.ph',
      referralCode: 'R1',
      affiliateCode: 'A9',
    });
  });
});
