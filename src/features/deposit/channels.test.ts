import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DepositMethod, PaymentChannel, PaymentChannelGroup } from '@/api/areas/deposit';
import {
  channelLimits,
  channelNameOf,
  channelSelectable,
  depositChannelGroups,
  quickAmounts,
  sortedFixAmounts,
} from './channels';

const channel = (over: Partial<PaymentChannel>): PaymentChannel => ({
  channelId: 1,
  channelName: 'GCASH',
  displayName: 'GCash',
  methodType: 'EWALLET',
  minAmount: 100,
  maxAmount: 50_000,
  fixAmounts: [],
  ...over,
});

const group = (channelName: string, available: boolean, channels: PaymentChannel[]): PaymentChannelGroup => ({
  channelName,
  available,
  channels,
});

const method = (methodType: DepositMethod['methodType'], enabled = true): DepositMethod => ({
  methodType,
  displayName: methodType,
  enabled,
});
const ALL_METHODS = [method('EWALLET'), method('QR'), method('LAUNCH_URL')];

describe('deposit channels', () => {
  it('keeps only PG, GCASHQR, GCASH and Paymaya, in the order the server sent them', () => {
    const groups = depositChannelGroups(
      [
        group('GRABPAY', true, [channel({ channelId: 40, channelName: 'GRABPAY' })]),
        group('GCASH', true, [channel({ channelId: 21 })]),
        group('USDT', true, [channel({ channelId: 41, channelName: 'USDT' })]),
        group('PG', true, [channel({ channelId: 30, channelName: 'PG' })]),
        group('Paymaya', true, [channel({ channelId: 23, channelName: 'Paymaya' })]),
        group('GCASHQR', true, [channel({ channelId: 22, channelName: 'GCASHQR' })]),
        group('gcash', true, [channel({ channelId: 99, channelName: 'gcash' })]),
      ],
      ALL_METHODS,
    );
    expect(groups.map((g) => g.channelName)).toEqual(['GCASH', 'PG', 'Paymaya', 'GCASHQR']);
  });

  it('sorts each channel’s fixed amounts ascending (without repeats or nonsense)', () => {
    const [gcash] = depositChannelGroups(
      [group('GCASH', true, [channel({ fixAmounts: [500, 100, 5000, 1000, 200, 100, 0, -5] })])],
      ALL_METHODS,
    );
    expect(gcash.channels[0].fixAmounts).toEqual([100, 200, 500, 1000, 5000]);
  });

  it('sorted fixed amounts are ascending, positive and hold every positive input (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 100_000 })), (amounts) => {
        const sorted = sortedFixAmounts(amounts);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]).toBeGreaterThan(sorted[i - 1]);
        expect(new Set(sorted)).toEqual(new Set(amounts.filter((a) => a > 0)));
      }),
    );
  });

  it('an unavailable group, or a channel switched off, cannot be chosen', () => {
    const [pg, gcash] = depositChannelGroups(
      [
        group('PG', true, [channel({ channelId: 30 }), channel({ channelId: 31, available: false })]),
        group('GCASH', false, [channel({ channelId: 21 })]),
      ],
      ALL_METHODS,
    );
    expect(channelSelectable(pg, pg.channels[0])).toBe(true);
    expect(channelSelectable(pg, pg.channels[1])).toBe(false);
    expect(gcash.available).toBe(false);
    expect(channelSelectable(gcash, gcash.channels[0])).toBe(false);
  });

  it('§7.21 offers the channels of the methods the deposit methods call lists; a method switched off cannot be chosen', () => {
    const groups = depositChannelGroups(
      [
        group('GCASH', true, [channel({ channelId: 21 })]),
        group('GCASHQR', true, [channel({ channelId: 22, channelName: 'GCASHQR', methodType: 'QR' })]),
        group('PG', true, [
          channel({ channelId: 30, channelName: 'PG', methodType: 'LAUNCH_URL' }),
          channel({ channelId: 31, channelName: 'PG', methodType: 'EWALLET' }),
        ]),
      ],
      [method('EWALLET'), method('QR', false)],
    );
    expect(groups.map((g) => [g.channelName, g.channels.map((c) => c.channelId)])).toEqual([
      ['GCASH', [21]],
      ['GCASHQR', [22]],
      ['PG', [31]],
    ]);
    const [gcash, qr] = groups;
    expect(channelSelectable(gcash, gcash.channels[0])).toBe(true);
    expect(channelSelectable(qr, qr.channels[0])).toBe(false);
    expect(depositChannelGroups([group('GCASH', true, [channel({})])], [])).toEqual([]);
  });

  it('limits are the narrower of the channel’s and the account’s; quick picks stay inside them', () => {
    const qr = channel({ minAmount: 100, maxAmount: 30_000, fixAmounts: [50, 100, 300, 1000, 3000, 40_000] });
    const limits = channelLimits(qr, { minAmount: 200, maxAmount: 50_000, decimals: 0 });
    expect(limits).toEqual({ min: 200, max: 30_000, decimals: 0 });
    expect(quickAmounts(qr, limits)).toEqual([300, 1000, 3000]);
  });
});

describe("the name of an order's channel (open deposits)", () => {
  const groups = [
    group('GCASHQR', true, [
      channel({ channelId: 22, channelName: 'GCASHQR', displayName: 'GCash QR', methodType: 'QR' }),
    ]),
    group('PG', true, [
      channel({
        channelId: 30,
        channelName: 'PG',
        displayName: 'Online banking (InstaPay)',
        methodType: 'LAUNCH_URL',
      }),
      channel({
        channelId: 31,
        channelName: 'PG',
        displayName: 'Online banking (PESONet)',
        methodType: 'LAUNCH_URL',
      }),
    ]),
    group('MIXED', true, [
      channel({ channelId: 50, channelName: 'MIXED', displayName: 'Wallet A', methodType: 'EWALLET' }),
      channel({ channelId: 51, channelName: 'MIXED', displayName: 'QR B', methodType: 'QR' }),
    ]),
  ];
  const methods = [
    { ...method('LAUNCH_URL'), displayName: 'Online banking' },
    method('QR'),
    method('EWALLET'),
  ];

  it('is the display name the channel list shows, not the code the order carries', () => {
    expect(channelNameOf('GCASHQR', groups, methods)).toBe('GCash QR');
  });

  it('names a group of differently named channels by their shared deposit method, else by all their names', () => {
    expect(channelNameOf('PG', groups, methods)).toBe('Online banking');
    expect(channelNameOf('PG', groups, [])).toBe('Online banking (InstaPay), Online banking (PESONet)');
    expect(channelNameOf('MIXED', groups, methods)).toBe('Wallet A, QR B');
  });

  it('falls back to the code only when no name is known', () => {
    expect(channelNameOf('GRABPAY', groups, methods)).toBe('GRABPAY');
    expect(channelNameOf('GCASHQR', [], methods)).toBe('GCASHQR');
    expect(
      channelNameOf(
        'BLANK',
        [group('BLANK', true, [channel({ channelName: 'BLANK', displayName: ' ' })])],
        methods,
      ),
    ).toBe('BLANK');
  });
});
