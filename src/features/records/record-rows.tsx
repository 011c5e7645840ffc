import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositRecord, TransactionRecord, WithdrawRecord } from '@/api/areas/deposit';
import {
  depositStatusKey,
  depositStatusTone,
  withdrawStatusKey,
  withdrawStatusTone,
  type StatusTone,
} from '@/components/record-status';
import { shownDateTime, isoInstant } from '@/lib/shown-instant';
import { formatMoney } from '@/lib/money';
import '@/components/record-status.css';

export const DEPOSIT_TYPE_MESSAGES: Record<string, string> = {
  QR: 'deposit_type_qr',
  EWALLET: 'deposit_type_ewallet',
  LAUNCH_URL: 'deposit_type_launch_url',
};

/** A credit reads "+₱500.00", a debit "-₱20.00": the sign is in the words, not only in the colour. */
export function signedMoney(pesos: number): string {
  const text = formatMoney(pesos);
  return pesos > 0 && text !== formatMoney(0) ? `+${text}` : text;
}

function Status({ tone, label }: { tone: StatusTone; label: string }) {
  return <span className={`record-status record-status--${tone}`}>{label}</span>;
}

export function AccountRecordRow({ record }: { record: TransactionRecord }) {
  const { t } = useTranslation();
  return (
    <article
      className="stack stack--gap-1 surface-card"
      aria-label={`${record.txTypeName} ${signedMoney(record.amount)}`}
    >
      <div className="record__line">
        <h3 className="record__title">{record.txTypeName}</h3>
        <span className={`record__amount ${record.amount < 0 ? 'record__amount--debit' : ''}`}>
          {signedMoney(record.amount)}
        </span>
      </div>
      <div className="record__line record__meta">
        <time dateTime={isoInstant(record.createTime)}>{shownDateTime(record.createTime)}</time>
        {record.balanceAfter !== undefined ? (
          <span>{t('record_balance_after', { amount: formatMoney(record.balanceAfter) })}</span>
        ) : null}
      </div>
      {record.remark ? <p className="record__meta">{record.remark}</p> : null}
    </article>
  );
}

/**
 * The frame of a deposit or withdrawal row: what and how much, when and how it stands, then the order number a
 * support agent asks for. `children` are the lines only one kind has (a withdrawal's fee).
 */
function OrderRecord({
  record,
  title,
  status,
  children,
}: {
  record: Pick<DepositRecord, 'orderNo' | 'amount' | 'createTime' | 'remark'>;
  title: ReactNode;
  status: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="stack stack--gap-1 surface-card" aria-label={record.orderNo}>
      <div className="record__line">
        <h3 className="record__title">{title}</h3>
        <span className="record__amount">{formatMoney(record.amount)}</span>
      </div>
      <div className="record__line record__meta">
        <time dateTime={isoInstant(record.createTime)}>{shownDateTime(record.createTime)}</time>
        {status}
      </div>
      {children}
      <p className="record__meta record__no">{record.orderNo}</p>
      {record.remark ? <p className="record__meta">{record.remark}</p> : null}
    </article>
  );
}

export function DepositRecordRow({ record }: { record: DepositRecord }) {
  const { t } = useTranslation();
  const type = record.depositType ? DEPOSIT_TYPE_MESSAGES[record.depositType] : undefined;
  return (
    <OrderRecord
      record={record}
      title={
        <>
          {record.channelName ?? ''}
          {type ? <span className="record__type"> · {t(type)}</span> : null}
        </>
      }
      status={<Status tone={depositStatusTone(record.status)} label={t(depositStatusKey(record.status))} />}
    />
  );
}

export function WithdrawRecordRow({ record }: { record: WithdrawRecord }) {
  const { t } = useTranslation();
  return (
    <OrderRecord
      record={record}
      title={[record.bankName, record.accountNo].filter(Boolean).join(' ') || t('withdraw')}
      status={<Status tone={withdrawStatusTone(record.status)} label={t(withdrawStatusKey(record.status))} />}
    >
      {record.fee ? (
        <p className="record__meta">{t('record_fee', { amount: formatMoney(record.fee) })}</p>
      ) : null}
    </OrderRecord>
  );
}
