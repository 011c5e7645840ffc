import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { PICTURES, SVG_WITH_SCRIPT } from '@/testing/pictures';
import { depositProblems, MAX_RECEIPT_BYTES, receiptProblems } from './deposit-rules';

const limits = { min: 100, max: 30_000, decimals: 0 };
const context = { limits, money: (p: number) => formatMoney(p) };

describe('deposit form rules', () => {
  it('asks for a channel and an amount when nothing is chosen', () => {
    expect(
      depositProblems({ channelId: '', amount: '', promotionId: '' }, { ...context, limits: null }),
    ).toEqual({
      channelId: { key: 'deposit_channel_required' },
      amount: { key: 'deposit_amount_required' },
    });
  });

  it('treats a lone point or zero as no amount', () => {
    for (const amount of ['.', '0', '0.0'])
      expect(depositProblems({ channelId: '22', amount, promotionId: '' }, context).amount).toEqual({
        key: 'deposit_amount_required',
      });
  });

  it('names the channel’s minimum and maximum', () => {
    expect(depositProblems({ channelId: '22', amount: '99', promotionId: '' }, context)).toEqual({
      amount: { key: 'deposit_amount_min', params: { min: '₱100.00' } },
    });
    expect(depositProblems({ channelId: '22', amount: '30001', promotionId: '' }, context)).toEqual({
      amount: { key: 'deposit_amount_max', params: { max: '₱30,000.00' } },
    });
    expect(depositProblems({ channelId: '22', amount: '30000', promotionId: '' }, context)).toEqual({});
  });

  it('a promotion needs its minimum deposit', () => {
    expect(
      depositProblems(
        { channelId: '22', amount: '500', promotionId: '89' },
        { ...context, promotionMin: 1000 },
      ),
    ).toEqual({ promotionId: { key: 'deposit_promotion_min', params: { min: '₱1,000.00' } } });
    expect(
      depositProblems(
        { channelId: '22', amount: '1000', promotionId: '89' },
        { ...context, promotionMin: 1000 },
      ),
    ).toEqual({});
  });

  it('every amount inside the limits passes and every one outside fails (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (amount) => {
        const problems = depositProblems(
          { channelId: '22', amount: String(amount), promotionId: '' },
          context,
        );
        expect(problems.amount === undefined).toBe(amount >= limits.min && amount <= limits.max);
      }),
    );
  });

  it('asks for the payer’s nickname and the receipt where the order needs them', async () => {
    const required = { nicknameRequired: true, receiptRequired: true };
    expect(await receiptProblems({ nickname: '  ', receipt: null }, required)).toEqual({
      nickname: { key: 'deposit_nickname_required' },
      receipt: { key: 'deposit_receipt_required' },
    });
    expect(
      await receiptProblems(
        { nickname: '', receipt: null },
        { nicknameRequired: false, receiptRequired: false },
      ),
    ).toEqual({});
    const png = new File([PICTURES.png], 'r.png', { type: 'image/png' });
    expect(await receiptProblems({ nickname: 'Juan D.', receipt: png }, required)).toEqual({});
  });

  it('refuses a receipt that is not a picture, empty or too large', async () => {
    const required = { nicknameRequired: false, receiptRequired: true };
    const pdf = new File(['%PDF-1.7'], 'r.pdf', { type: 'application/pdf' });
    const empty = new File([], 'r.png', { type: 'image/png' });
    const big = new File([PICTURES.png, new Uint8Array(MAX_RECEIPT_BYTES)], 'r.png', { type: 'image/png' });
    for (const receipt of [pdf, empty, big])
      expect((await receiptProblems({ nickname: '', receipt }, required)).receipt).toEqual({
        key: 'deposit_receipt_invalid',
      });
  });

  it('takes PNG, JPEG, WebP and HEIC receipts by their bytes, whatever their name or declared type', async () => {
    const required = { nicknameRequired: false, receiptRequired: true };
    for (const [kind, content] of Object.entries(PICTURES)) {
      const unnamed = new File([content], 'receipt', { type: '' });
      expect(await receiptProblems({ nickname: '', receipt: unnamed }, required), kind).toEqual({});
    }
  });

  it.each([
    ['image/svg+xml', 'receipt.svg'],
    ['image/png', 'receipt.png'],
    ['image/jpeg', 'receipt.jpg'],
    ['', 'receipt'],
  ])('refuses an SVG declared %j and named %s', async (type, name) => {
    const svg = new File([SVG_WITH_SCRIPT], name, { type });
    expect(
      (
        await receiptProblems(
          { nickname: '', receipt: svg },
          { nicknameRequired: false, receiptRequired: true },
        )
      ).receipt,
    ).toEqual({ key: 'deposit_receipt_invalid' });
  });
});
