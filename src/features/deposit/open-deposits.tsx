import { useTranslation } from 'react-i18next';
import { DepositStatus, type DepositOrder } from '@/api/areas/deposit';
import { depositStatusKey } from '@/components/record-status';
import { formatMoney } from '@/lib/money';
import '@/components/layout.css';
import '@/components/list-button.css';
import '@/components/panel.css';

/** The states of an order still waiting for the payment or the decision. */
const OPEN: readonly DepositStatus[] = [DepositStatus.NEW, DepositStatus.PENDING];

/**
 * Orders still waiting for the payment or the decision, so a player who left can come back to one. The tasks
 * call promises only those; one that comes back in another state (a Cancelled or Expired order) is not open
 * and is left out rather than offered to pay.
 */
export function OpenDeposits({
  orders,
  channelName,
  onOpen,
}: {
  orders: readonly DepositOrder[];
  /** The name the channel list shows for an order's channel code. */
  channelName: (code: string) => string;
  onOpen: (order: DepositOrder) => void;
}) {
  const { t } = useTranslation();
  const open = orders.filter((order) => OPEN.includes(order.status));
  if (open.length === 0) return null;
  return (
    <section className="panel panel--loose deposit-open" aria-labelledby="deposit-open-title">
      <h2 id="deposit-open-title" className="deposit-fieldset__legend">
        {t('deposit_open_orders')}
      </h2>
      <ul className="plain-list stack stack--gap-2">
        {open.map((order) => (
          <li key={order.orderNo}>
            <button type="button" className="list-button deposit-open__item" onClick={() => onOpen(order)}>
              <span>
                {formatMoney(order.amount)} · {channelName(order.channelName)}
              </span>{' '}
              {/* The spaces keep the words apart in the button's name, which a screen reader says in one go. */}
              <span className="deposit-open__status">
                {t(depositStatusKey(order.status))} <span className="visually-hidden">{order.orderNo}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
