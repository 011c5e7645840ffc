import type {
  DepositMethod,
  DepositSettings,
  PaymentChannel,
  PaymentChannelGroup,
} from '@/api/areas/deposit';

// Which payment channels the deposit screen offers (product spec section 9): only the channel names below
// are kept, in the server's order; a group the server marks unavailable stays visible but cannot be chosen;
// the preset amounts of each channel are offered smallest first.

export const KEPT_CHANNEL_NAMES = ['PG', 'GCASHQR', 'GCASH', 'Paymaya'] as const;

export interface DepositChannelGroup {
  channelName: string;
  available: boolean;
  channels: PaymentChannel[];
}

/** Preset amounts, positive and finite, without repeats, ascending. */
export function sortedFixAmounts(amounts: readonly number[]): number[] {
  return [...new Set(amounts.filter((a) => Number.isFinite(a) && a > 0))].sort((a, b) => a - b);
}

/**
 * The channels the screen offers. The deposit methods call (spec section 7, "deposit methods") decides which
 * ways of paying exist: a channel of a method it does not list is not offered, one of a method it switched off
 * stays visible but cannot be chosen, and a group left without channels goes.
 */
export function depositChannelGroups(
  groups: readonly PaymentChannelGroup[],
  methods: readonly DepositMethod[],
): DepositChannelGroup[] {
  const kept: readonly string[] = KEPT_CHANNEL_NAMES;
  const methodOf = (channel: PaymentChannel) => methods.find((m) => m.methodType === channel.methodType);
  return groups
    .filter((group) => kept.includes(group.channelName))
    .map((group) => ({
      channelName: group.channelName,
      available: group.available,
      channels: group.channels
        .filter((channel) => methodOf(channel) !== undefined)
        .map((channel) => ({
          ...channel,
          available: channel.available !== false && methodOf(channel)?.enabled === true,
          fixAmounts: sortedFixAmounts(channel.fixAmounts),
        })),
    }))
    .filter((group) => group.channels.length > 0);
}

/** A channel can be chosen when its group is available and the channel itself is not switched off. */
export const channelSelectable = (group: DepositChannelGroup, channel: PaymentChannel) =>
  group.available && channel.available !== false;

export interface AmountLimits {
  min: number;
  max: number;
  decimals: number;
}

/** The amounts a deposit through `channel` may have: inside both the channel's and the account's limits. */
export function channelLimits(
  channel: Pick<PaymentChannel, 'minAmount' | 'maxAmount'>,
  settings: Pick<DepositSettings, 'minAmount' | 'maxAmount' | 'decimals'> | undefined,
): AmountLimits {
  return {
    min: Math.max(channel.minAmount, settings?.minAmount ?? 0),
    max: Math.min(channel.maxAmount, settings?.maxAmount ?? Number.POSITIVE_INFINITY),
    decimals: settings?.decimals ?? 0,
  };
}

/** Preset amounts the channel actually accepts. */
export const quickAmounts = (channel: PaymentChannel, limits: AmountLimits) =>
  channel.fixAmounts.filter((a) => a >= limits.min && a <= limits.max);

/**
 * The name of an order's channel, which the order gives only as its group's code (channelName, e.g.
 * "GCASHQR"): the display name the channel list shows. A group whose channels go by different names (PG:
 * InstaPay, PESONet) is named by their deposit method when they share one ("Online banking"), else by all its
 * names; the code is shown only when no name is known.
 */
export function channelNameOf(
  code: string,
  groups: readonly PaymentChannelGroup[],
  methods: readonly DepositMethod[],
): string {
  const channels = groups.filter((g) => g.channelName === code).flatMap((g) => g.channels);
  const names = [...new Set(channels.map((c) => c.displayName).filter((name) => name.trim() !== ''))];
  if (names.length <= 1) return names[0] ?? code;
  const methodTypes = new Set(channels.map((c) => c.methodType));
  const method =
    methodTypes.size === 1 ? methods.find((m) => methodTypes.has(m.methodType))?.displayName : undefined;
  return method?.trim() ? method : names.join(', ');
}
