import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DepositStatus,
  type DepositOrder,
  type DepositSettings,
  type PaymentChannel,
} from '@/api/areas/deposit';
import { Button } from '@/components/button';
import { depositIsOpen, depositStatusKey, depositStatusTone } from '@/components/record-status';
import { formatMoney } from '@/lib/money';
import { shownDateTime } from '@/lib/shown-instant';
import { safeUrl } from '@/lib/safe-url';
import { DepositQr } from './deposit-qr';
import { ReceiptForm } from './receipt-form';
import { useDepositStatus } from './use-deposit-status';
import '@/components/panel.css';
import '@/components/record-status.css';

/** Product spec section 4: a deposit is expected to complete within 5 minutes. */
export const DEPOSIT_COMPLETES_MINUTES = 5;

export interface DepositOrderPanelProps {
  order: DepositOrder;
  /** The channel it was made with, when known (not for an order reopened from the open list). */
  channel?: PaymentChannel;
  /** The channel's name when the channel itself is not known (the order gives only its code). */
  channelLabel?: string;
  settings: DepositSettings | undefined;
  onClose: () => void;
}

/** One deposit order: how to pay it, its live status, the receipt where needed, and the way back. */
export function DepositOrderPanel({
  order,
  channel,
  channelLabel,
  settings,
  onClose,
}: DepositOrderPanelProps) {
  const { t } = useTranslation();
  const { status, remark, refresh } = useDepositStatus(order);
  const open = depositIsOpen(status);
  const amount = formatMoney(order.amount);
  const name = channel?.displayName ?? channelLabel ?? order.channelName;
  const gateway = channel ? channel.methodType === 'LAUNCH_URL' : Boolean(order.payUrl);
  const needsReceipt = !gateway && status === DepositStatus.NEW && (settings?.receiptRequired ?? true);
  // The gateway's address is the server's word only: a javascript: or data: one would run in our origin.
  const payPage = useMemo(() => (order.payUrl ? safeUrl(order.payUrl, 'payment') : null), [order.payUrl]);

  return (
    <section className="panel panel--loose deposit-order" aria-labelledby="deposit-order-title">
      <h2 id="deposit-order-title" className="deposit-order__title">
        {t('deposit_order_title')}
      </h2>
      <dl className="deposit-order__facts">
        <div>
          <dt>{t('deposit_order_no')}</dt>
          <dd className="deposit-order__no">{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t('deposit_amount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('deposit_channel')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('record_time')}</dt>
          <dd>{shownDateTime(order.createTime)}</dd>
        </div>
      </dl>
      <p className="deposit-order__status" role="status">
        {t('record_status')}:{' '}
        <strong className={`record-status record-status--${depositStatusTone(status)}`}>
          {t(depositStatusKey(status))}
        </strong>
      </p>
      {open ? (
        <p className="deposit-order__note">
          {t('deposit_completes_within', { minutes: DEPOSIT_COMPLETES_MINUTES })}
        </p>
      ) : status === DepositStatus.APPROVED ? (
        <p className="deposit-order__note deposit-order__note--success">
          {t('deposit_approved_note', { amount })}
        </p>
      ) : remark ? (
        <p className="deposit-order__note">{remark}</p>
      ) : null}

      {open && order.qrCode ? (
        <div className="deposit-order__qr">
          <p>{t('deposit_scan_qr', { amount, channel: name })}</p>
          <DepositQr payload={order.qrCode} label={t('deposit_qr_label', { amount })} />
        </div>
      ) : null}
      {open && payPage ? (
        <a className="button button--primary button--block" href={payPage}>
          {t('deposit_open_pay_page')}
        </a>
      ) : null}
      {open && order.payUrl && !payPage ? (
        <p className="deposit-alert" role="alert">
          {t('deposit_pay_url_refused')}
        </p>
      ) : null}
      {open && !order.qrCode && !order.payUrl ? (
        <p>{t('deposit_pay_ewallet', { amount, channel: name })}</p>
      ) : null}
      {needsReceipt ? (
        <ReceiptForm
          orderNo={order.orderNo}
          nicknameRequired={settings?.nicknameRequired ?? false}
          receiptRequired={settings?.receiptRequired ?? true}
          onUploaded={refresh}
        />
      ) : null}
      <Button variant="secondary" block onClick={onClose}>
        {open ? t('deposit_back_to_form') : t('deposit_another')}
      </Button>
    </section>
  );
}
