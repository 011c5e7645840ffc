import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWalletBalance } from '@/api';
import {
  useGetDepositMethods,
  useGetDepositPromotions,
  useGetDepositTasks,
  useGetPaymentChannels,
  type DepositOrder,
  type PaymentChannel,
} from '@/api/areas/deposit';
import { useGetGamingLimits, type GamingLimits } from '@/api/areas/responsible';
import { useGetDepositSettings } from '@/api/areas/withdraw';
import { Amount } from '@/components/amount';
import { EmptyState } from '@/components/empty-state';
import { MemberScreen } from '@/components/member-screen';
import { Skeleton } from '@/components/skeleton';
import { walletSymbol } from '@/lib/money';
import { safeUrl } from '@/lib/safe-url';
import { channelNameOf, depositChannelGroups } from './channels';
import { DepositForm } from './deposit-form';
import { DepositOrderPanel } from './deposit-order-panel';
import { leaveFor } from './leave-for';
import { OpenDeposits } from './open-deposits';
import { useDepositForm } from './use-deposit-form';
import './deposit.css';
import '@/components/panel.css';

const TOTAL = { typeId: 0 };

/** The least any deposit limit still allows; null when none is set. */
function depositAllowance(limits: GamingLimits | undefined): number | null {
  if (!limits) return null;
  const left = [limits.deposit.daily, limits.deposit.weekly, limits.deposit.monthly]
    .map((l) => l.remaining)
    .filter((r): r is number => r !== null);
  return left.length ? Math.min(...left) : null;
}
const GROUPED = { groupMTByChannelName: 'Y' } as const;

/** Deposit (spec sections 2, 5 and 8): choose a channel and an amount, pay, and watch the order complete. */
export function DepositPage() {
  const { t } = useTranslation();
  const settings = useGetDepositSettings();
  const methods = useGetDepositMethods();
  const channels = useGetPaymentChannels(GROUPED);
  const promotions = useGetDepositPromotions();
  const tasks = useGetDepositTasks();
  const balance = useGetWalletBalance(TOTAL);
  const gamingLimits = useGetGamingLimits();
  const [current, setCurrent] = useState<{ order: DepositOrder; channel?: PaymentChannel } | null>(null);

  const groups = useMemo(
    () => depositChannelGroups(channels.data ?? [], methods.data ?? []),
    [channels.data, methods.data],
  );
  const channelName = (code: string) => channelNameOf(code, channels.data ?? [], methods.data ?? []);
  const promotionList = promotions.data ?? [];
  const allowed = settings.data?.depositAllowed !== false;

  const state = useDepositForm({
    groups,
    promotions: promotionList,
    settings: settings.data,
    allowance: depositAllowance(gamingLimits.data),
    onLimitRefused: () => void gamingLimits.refetch(),
    onCreated: (order, channel) => {
      setCurrent({ order, channel });
      void tasks.refetch();
      void gamingLimits.refetch();
      // The gateway's page is where a launch-URL deposit is paid; it sends the player back here. An address
      // that may not be opened stays here: the order panel, shown next, says so and reports it.
      const payPage =
        channel.methodType === 'LAUNCH_URL' ? safeUrl(order.payUrl, 'payment', { report: false }) : null;
      if (payPage) leaveFor(payPage);
    },
  });

  let body;
  // What was read stays on the screen: a later refresh that fails (react-query then reports an error beside the
  // data it keeps) must not swap the form, with what the player has entered, for a failure line.
  const loaded = settings.data !== undefined && channels.data !== undefined && methods.data !== undefined;
  if (!loaded && (settings.isPending || channels.isPending || methods.isPending)) {
    body = (
      <div className="panel panel--loose deposit-loading" aria-busy="true">
        <Skeleton width="100%" height={64} />
        <Skeleton width="100%" height={64} />
        <Skeleton width="100%" height={44} />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    );
  } else if (!loaded) {
    body = <EmptyState>{t('load_failed')}</EmptyState>;
  } else if (current) {
    body = (
      <DepositOrderPanel
        key={current.order.orderNo}
        order={current.order}
        channel={current.channel}
        channelLabel={channelName(current.order.channelName)}
        settings={settings.data}
        onClose={() => setCurrent(null)}
      />
    );
  } else {
    body = (
      <>
        {allowed ? null : (
          <p className="deposit-alert" role="alert">
            {t('deposit_not_allowed')}
          </p>
        )}
        <OpenDeposits
          orders={tasks.data ?? []}
          channelName={channelName}
          onOpen={(order) => setCurrent({ order })}
        />
        <DepositForm state={state} groups={groups} promotions={promotionList} allowed={allowed} />
      </>
    );
  }

  return (
    <MemberScreen titleKey="member_deposit">
      <p className="deposit-balance">
        <span className="deposit-balance__label">{t('total_balance')}</span>{' '}
        <span className="deposit-balance__value" data-testid="deposit-balance">
          {balance.data ? (
            <Amount value={balance.data.sumBalance} symbol={walletSymbol(balance.data)} />
          ) : (
            <Skeleton width="6em" height="1em" />
          )}
        </span>
      </p>
      {body}
    </MemberScreen>
  );
}
