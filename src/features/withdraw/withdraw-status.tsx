import { useTranslation } from 'react-i18next';
import { useGetWithdrawRecords, type WithdrawResult } from '@/api/areas/withdraw';
import { Amount } from '@/components/amount';
import { Button } from '@/components/button';
import { isOpenStatus, WITHDRAW_STATUS_MESSAGES } from './withdraw-rules';
import '@/components/panel.css';

/** While an order still moves (Processing, Transferring) its record is read again this often. */
export const STATUS_POLL_MS = 3000;
const RECENT = { start: 0, end: 20 };

/** The withdrawal just made and where it stands (statuses 1 to 5), followed until it is final. */
export function WithdrawStatus({ order, onAgain }: { order: WithdrawResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const records = useGetWithdrawRecords(RECENT, {
    query: {
      refetchInterval: (query) => {
        const record = query.state.data?.list.find((r) => r.orderNo === order.orderNo);
        return isOpenStatus(record?.status ?? order.status) ? STATUS_POLL_MS : false;
      },
    },
    // The poll runs on its own, so its answers are not the player's activity.
    request: { silent: true, background: true },
  });
  const record = records.data?.list.find((r) => r.orderNo === order.orderNo);
  const status = record?.status ?? order.status;
  const fee = record?.fee ?? order.fee ?? 0;
  return (
    <section className="panel withdraw-card" aria-labelledby="withdraw-status-title">
      <h2 id="withdraw-status-title" className="withdraw-card__title">
        {t('wd_submitted_title')}
      </h2>
      <dl className="withdraw-summary">
        <dt>{t('wd_order_no')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('wd_amount')}</dt>
        <dd>
          <Amount value={order.amount} />
        </dd>
        <dt>{t('wd_fee')}</dt>
        <dd>
          <Amount value={fee} />
        </dd>
        <dt>{t('wd_status')}</dt>
        <dd>
          <span role="status" className={`withdraw-status withdraw-status--${status}`}>
            {t(WITHDRAW_STATUS_MESSAGES[status])}
          </span>
        </dd>
      </dl>
      {record?.remark ? <p className="withdraw-card__note">{record.remark}</p> : null}
      {isOpenStatus(status) ? <p className="withdraw-card__note">{t('wd_status_follow')}</p> : null}
      <Button variant="secondary" block onClick={onAgain}>
        {t('wd_again')}
      </Button>
    </section>
  );
}
