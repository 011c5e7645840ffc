import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawResult } from '@/api/areas/withdraw';
import { Amount } from '@/components/amount';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { walletSymbol } from '@/lib/money';
import { useWithdrawData } from './use-withdraw-data';
import { WithdrawForm } from './withdraw-form';
import { WithdrawGates } from './withdraw-gates';
import { WithdrawStatus } from './withdraw-status';
import './withdraw.css';
import '@/components/panel.css';

/** The withdraw screen's body: the balance, then what is missing, the form, or the order just made. */
export function WithdrawContent() {
  const { t } = useTranslation();
  const data = useWithdrawData();
  const [order, setOrder] = useState<WithdrawResult | null>(null);
  const balance = data.balance.data?.sumBalance ?? null;

  return (
    <>
      <section className="panel withdraw-card withdraw-balance" aria-label={t('total_balance')}>
        <span className="withdraw-balance__label">{t('total_balance')}</span>
        <span className="withdraw-balance__value">
          {data.balance.data ? (
            <Amount value={data.balance.data.sumBalance} symbol={walletSymbol(data.balance.data)} />
          ) : data.balance.isPending ? (
            <Skeleton width="7em" height="0.9em" />
          ) : (
            t('balance_unavailable')
          )}
        </span>
      </section>
      {order ? (
        <WithdrawStatus order={order} onAgain={() => setOrder(null)} />
      ) : !data.ready ? (
        data.failed ? (
          <section className="panel withdraw-card" role="alert">
            <p>{t('wd_unavailable')}</p>
            <Button variant="secondary" block onClick={data.retry}>
              {t('wd_retry')}
            </Button>
          </section>
        ) : (
          <div className="panel withdraw-card" aria-busy="true">
            <Skeleton width="100%" height="12rem" />
          </div>
        )
      ) : data.settings.withdrawAllowed === false ? (
        <p className="panel withdraw-card withdraw-alert" role="alert">
          {t('wd_not_allowed')}
        </p>
      ) : data.missing.length > 0 ? (
        <WithdrawGates missing={data.missing} kyc={data.kyc} />
      ) : data.settings.remainingCount <= 0 ? (
        <p className="panel withdraw-card withdraw-alert" role="alert">
          {t('wd_err_daily_limit')}
        </p>
      ) : (
        <WithdrawForm
          settings={data.settings}
          cards={data.cards}
          balance={balance}
          smsEveryTime={data.smsEveryTime}
          onDone={setOrder}
        />
      )}
    </>
  );
}
