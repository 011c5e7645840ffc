import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@/api';
import { Amount } from '@/components/amount';
import { IconButton } from '@/components/icon-button';
import { RefreshIcon } from '@/components/icons/refresh-icon';
import { Skeleton } from '@/components/skeleton';
import { walletSymbol } from '@/lib/money';

export interface FrameBalanceProps {
  data: WalletBalance | undefined;
  pending: boolean;
  refreshing: boolean;
  announcement: string;
  onRefresh: () => void;
}

/**
 * The player's balance in the game screen's bar, so every bet and prize shows at once on our side too: a small
 * label over the amount, and the refresh button at the end of the bar.
 */
export function FrameBalance({ data, pending, refreshing, announcement, onRefresh }: FrameBalanceProps) {
  const { t } = useTranslation();
  const headingId = useId();
  let amount;
  if (data) amount = <Amount value={data.sumBalance} symbol={walletSymbol(data)} />;
  else if (pending) amount = <Skeleton width="6em" height="0.9em" />;
  else amount = <span className="lott-frame__unavailable">{t('balance_unavailable')}</span>;
  return (
    <section className="lott-frame__balance" aria-labelledby={headingId} aria-busy={pending || refreshing}>
      <div className="lott-frame__balance-text">
        <h2 id={headingId} className="lott-frame__balance-label">
          {t('total_balance')}
        </h2>
        <p className="lott-frame__balance-amount">{amount}</p>
      </div>
      <IconButton
        className="lott-screen__control"
        label={t('refresh_balance')}
        icon={<RefreshIcon />}
        busy={refreshing}
        onClick={onRefresh}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
