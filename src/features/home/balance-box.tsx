import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWalletBalance } from '@/api';
import { Amount } from '@/components/amount';
import { ButtonLink } from '@/components/button-link';
import { IconButton } from '@/components/icon-button';
import { RefreshIcon } from '@/components/icons/refresh-icon';
import { formatMoney, walletSymbol } from '@/lib/money';
import { saveBalanceCopy } from '@/state/member-copy';
import { PendingBalance } from './pending-balance';
import { useHomeBalanceRefresh } from './use-balance-refresh';

/** typeId 0 is the sum over all wallets. */
const TOTAL = { typeId: 0 };

export function BalanceBox() {
  const { t } = useTranslation();
  const headingId = useId();
  const balance = useGetWalletBalance(TOTAL);
  const { refresh, refreshing, announcement, memberId } = useHomeBalanceRefresh(balance.refetch);
  const shown = balance.data && formatMoney(balance.data.sumBalance, walletSymbol(balance.data));
  // Kept for the next start once the device knows whose it is (the member copy holds the player's id).
  useEffect(() => {
    if (shown && memberId !== null) saveBalanceCopy(shown);
  }, [shown, memberId]);

  let amount;
  if (balance.data) {
    amount = <Amount value={balance.data.sumBalance} symbol={walletSymbol(balance.data)} />;
  } else if (balance.isPending) {
    amount = <PendingBalance />;
  } else {
    amount = <span className="balance-box__unavailable">{t('balance_unavailable')}</span>;
  }

  return (
    <section className="balance-box" aria-labelledby={headingId} aria-busy={balance.isPending || refreshing}>
      <div className="balance-box__top">
        <h2 id={headingId} className="balance-box__label">
          {t('total_balance')}
        </h2>
        <IconButton label={t('refresh_balance')} icon={<RefreshIcon />} busy={refreshing} onClick={refresh} />
      </div>
      <p className="balance-box__amount">{amount}</p>
      <ButtonLink to="/member/deposit" variant="accent" block>
        {t('deposit')}
      </ButtonLink>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
