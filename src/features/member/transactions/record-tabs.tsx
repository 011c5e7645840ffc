import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositStatus, WithdrawStatus, type DepositMethodType } from '@/api';
import {
  matchingQuickRange,
  normalizeRange,
  quickRange,
  rangeBounds,
  rangeQuery,
  type DayRange,
} from '@/lib/draw-range';
import { formatMoney } from '@/lib/money';
import { RecordList } from './record-list';
import { AccountRecordRow, DEPOSIT_TYPE_MESSAGES, DepositRecordRow, WithdrawRecordRow } from './record-rows';
import { DEPOSIT_STATUS_MESSAGES, WITHDRAW_STATUS_MESSAGES } from './records';
import { useAccountRecords, useDepositRecords, useWithdrawRecords } from './use-records';
import '@/components/text-field.css';

interface Paged {
  fetchNextPage: () => Promise<unknown>;
}
const useLoadMore = ({ fetchNextPage }: Paged) => useCallback(() => void fetchNextPage(), [fetchNextPage]);

function Totals({ count, amount }: { count: number | undefined; amount?: number }) {
  const { t } = useTranslation();
  return (
    <p className="records-totals" role="status">
      {count === undefined
        ? ''
        : amount === undefined
          ? t('records_count', { count })
          : t('records_totals', { count, amount: formatMoney(amount) })}
    </p>
  );
}

export function AccountRecords() {
  const { t } = useTranslation();
  const records = useAccountRecords();
  const loadMore = useLoadMore(records);
  return (
    <>
      <Totals count={records.data?.pages[0]?.total} />
      <RecordList
        label={t('records_tab_account')}
        items={records.data?.pages.flatMap((page) => page.list)}
        isPending={records.isPending}
        isError={records.isError}
        hasMore={records.hasNextPage}
        loadingMore={records.isFetchingNextPage}
        loadMore={loadMore}
        keyOf={(record) => String(record.id)}
        render={(record) => <AccountRecordRow record={record} />}
      />
    </>
  );
}

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="records-filter">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const DEPOSIT_TYPES: DepositMethodType[] = ['QR', 'EWALLET', 'LAUNCH_URL'];

export function DepositRecords() {
  const { t } = useTranslation();
  const [type, setType] = useState<string>('');
  const [status, setStatus] = useState<string>('');
  const records = useDepositRecords({
    depositType: type ? (type as DepositMethodType) : undefined,
    depositState: status ? (Number(status) as DepositStatus) : undefined,
  });
  const loadMore = useLoadMore(records);
  const first = records.data?.pages[0];
  return (
    <>
      <div className="records-filters">
        <Select
          label={t('records_filter_type')}
          value={type}
          onChange={setType}
          options={[
            { value: '', label: t('records_all') },
            ...DEPOSIT_TYPES.map((value) => ({ value, label: t(DEPOSIT_TYPE_MESSAGES[value]) })),
          ]}
        />
        <Select
          label={t('records_filter_status')}
          value={status}
          onChange={setStatus}
          options={[
            { value: '', label: t('records_all') },
            ...Object.entries(DEPOSIT_STATUS_MESSAGES).map(([value, key]) => ({ value, label: t(key) })),
          ]}
        />
      </div>
      <Totals count={first?.footer?.totalCount ?? first?.total} amount={first?.footer?.totalAmount} />
      <RecordList
        key={`${type}|${status}`}
        label={t('records_tab_deposit')}
        items={records.data?.pages.flatMap((page) => page.list)}
        isPending={records.isPending}
        isError={records.isError}
        hasMore={records.hasNextPage}
        loadingMore={records.isFetchingNextPage}
        loadMore={loadMore}
        keyOf={(record) => record.orderNo}
        render={(record) => <DepositRecordRow record={record} />}
      />
    </>
  );
}

const QUICK: { kind: 'days7' | 'days30' | 'max'; key: string }[] = [
  { kind: 'days7', key: 'range_7_days' },
  { kind: 'days30', key: 'range_30_days' },
  { kind: 'max', key: 'range_max' },
];

export function WithdrawRecords() {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const [range, setRange] = useState<DayRange>(() => quickRange('max', now));
  const [status, setStatus] = useState<string>('');
  const { min, max } = rangeBounds(now);
  const ids = { from: useId(), to: useId() };
  const { startTime, endTime } = rangeQuery(range);
  const records = useWithdrawRecords({
    startDateTs: startTime,
    endDateTs: endTime,
    status: status ? (Number(status) as WithdrawStatus) : undefined,
  });
  const loadMore = useLoadMore(records);
  const first = records.data?.pages[0];
  const active = matchingQuickRange(range, now);
  const change = (next: DayRange) => setRange(normalizeRange(next, now));
  return (
    <>
      <div className="records-filters">
        <fieldset className="records-range">
          <legend className="field__label">{t('date_range')}</legend>
          <div className="records-range__quick">
            {QUICK.map(({ kind, key }) => (
              <button
                key={kind}
                type="button"
                className="records-chip"
                aria-pressed={active === kind}
                onClick={() => setRange(quickRange(kind, now))}
              >
                {t(key)}
              </button>
            ))}
          </div>
          <div className="records-range__days">
            <div className="records-filter">
              <label className="field__label" htmlFor={ids.from}>
                {t('date_from')}
              </label>
              <input
                id={ids.from}
                type="date"
                className="field__input"
                min={min}
                max={max}
                value={range.start}
                onChange={(e) => e.target.value && change({ ...range, start: e.target.value })}
              />
            </div>
            <div className="records-filter">
              <label className="field__label" htmlFor={ids.to}>
                {t('date_to')}
              </label>
              <input
                id={ids.to}
                type="date"
                className="field__input"
                min={min}
                max={max}
                value={range.end}
                onChange={(e) => e.target.value && change({ ...range, end: e.target.value })}
              />
            </div>
          </div>
        </fieldset>
        <Select
          label={t('records_filter_status')}
          value={status}
          onChange={setStatus}
          options={[
            { value: '', label: t('records_all') },
            ...Object.entries(WITHDRAW_STATUS_MESSAGES).map(([value, key]) => ({ value, label: t(key) })),
          ]}
        />
      </div>
      <Totals count={first?.footer?.totalCount ?? first?.total} amount={first?.footer?.totalAmount} />
      <RecordList
        key={`${range.start}|${range.end}|${status}`}
        label={t('records_tab_withdraw')}
        items={records.data?.pages.flatMap((page) => page.list ?? page.records ?? [])}
        isPending={records.isPending}
        isError={records.isError}
        hasMore={records.hasNextPage}
        loadingMore={records.isFetchingNextPage}
        loadMore={loadMore}
        keyOf={(record) => record.orderNo}
        render={(record) => <WithdrawRecordRow record={record} />}
      />
    </>
  );
}
