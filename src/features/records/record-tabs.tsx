import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositStatus, type DepositMethodType } from '@/api/areas/deposit';
import { WithdrawStatus } from '@/api/areas/withdraw';
import { DateRangePicker } from '@/components/date-range-picker';
import { DEPOSIT_STATUS_MESSAGES, WITHDRAW_STATUS_MESSAGES } from '@/components/record-status';
import { quickRange, rangeQuery, type DayRange } from '@/lib/draw-range';
import { formatMoney } from '@/lib/money';
import { RecordList } from './record-list';
import { AccountRecordRow, DEPOSIT_TYPE_MESSAGES, DepositRecordRow, WithdrawRecordRow } from './record-rows';
import { useAccountRecords, useDepositRecords, useWithdrawRecords } from './use-records';
import '@/components/layout.css';
import '@/components/text-field.css';
import '@/components/panel.css';
import '@/components/chip.css';

interface Paged {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The paging half of RecordList's props, read off an infinite query the same way on every tab. */
function usePaging(paged: Paged) {
  const { isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = paged;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return {
    isPending,
    isError,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMoreFailed: isFetchNextPageError,
    loadMore,
  };
}

interface TotalsPage {
  total?: number;
  footer?: { totalCount?: number; totalAmount?: number };
}

/** A filtered tab's totals: the server's footer where it sends one, else the page's plain count. */
function FooterTotals({ page, loaded }: { page: TotalsPage | undefined; loaded: number | undefined }) {
  return (
    <Totals
      count={page?.footer?.totalCount ?? page?.total}
      amount={page?.footer?.totalAmount}
      loaded={loaded}
    />
  );
}

/**
 * The tab's count (and total amount). `loaded` is how many records the list holds: with none, the list's own
 * "No records" is the answer, and a count from the server that says otherwise ("4937547543627561 records"
 * above "No records") is not shown.
 */
function Totals({
  count,
  amount,
  loaded,
}: {
  count: number | undefined;
  amount?: number;
  loaded: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <p className="records-totals" role="status">
      {count === undefined || !loaded
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
  const paging = usePaging(records);
  const items = records.data?.pages.flatMap((page) => page.list);
  return (
    <>
      <Totals count={records.data?.pages[0]?.total} loaded={items?.length} />
      <RecordList
        label={t('records_tab_account')}
        items={items}
        {...paging}
        keyOf={(record) => String(record.id)}
        render={(record) => <AccountRecordRow record={record} />}
      />
    </>
  );
}

/** A filter's control under its label; the control takes the id the label points to. */
function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="records-filter stack stack--gap-1">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
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
  return (
    <Filter label={label}>
      {(id) => (
        <select
          id={id}
          className="field__input"
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Filter>
  );
}

/** Narrows a tab to one state; "all" first, then the states in the order the server numbers them. */
function StatusSelect({
  value,
  onChange,
  messages,
}: {
  value: string;
  onChange: (value: string) => void;
  messages: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('records_filter_status')}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: t('records_all') },
        ...Object.entries(messages).map(([status, key]) => ({ value: status, label: t(key) })),
      ]}
    />
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
  const paging = usePaging(records);
  const items = records.data?.pages.flatMap((page) => page.list);
  return (
    <>
      <div className="panel records-filters">
        <Select
          label={t('records_filter_type')}
          value={type}
          onChange={setType}
          options={[
            { value: '', label: t('records_all') },
            ...DEPOSIT_TYPES.map((value) => ({ value, label: t(DEPOSIT_TYPE_MESSAGES[value]) })),
          ]}
        />
        <StatusSelect value={status} onChange={setStatus} messages={DEPOSIT_STATUS_MESSAGES} />
      </div>
      <FooterTotals page={records.data?.pages[0]} loaded={items?.length} />
      <RecordList
        key={`${type}|${status}`}
        label={t('records_tab_deposit')}
        items={items}
        {...paging}
        keyOf={(record) => record.orderNo}
        render={(record) => <DepositRecordRow record={record} />}
      />
    </>
  );
}

/** The withdrawal records' quick ranges: today alone is rarely worth a tab of its own here. */
const RECORD_QUICK_RANGES = ['days7', 'days30', 'max'] as const;

export function WithdrawRecords() {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const [range, setRange] = useState<DayRange>(() => quickRange('max', now));
  const [status, setStatus] = useState<string>('');
  const { startTime, endTime } = rangeQuery(range);
  const records = useWithdrawRecords({
    startDateTs: startTime,
    endDateTs: endTime,
    status: status ? (Number(status) as WithdrawStatus) : undefined,
  });
  const paging = usePaging(records);
  const items = records.data?.pages.flatMap((page) => page.list ?? page.records ?? []);
  return (
    <>
      <div className="panel records-filters">
        <DateRangePicker value={range} onChange={setRange} now={now} quickRanges={RECORD_QUICK_RANGES} />
        <StatusSelect value={status} onChange={setStatus} messages={WITHDRAW_STATUS_MESSAGES} />
      </div>
      <FooterTotals page={records.data?.pages[0]} loaded={items?.length} />
      <RecordList
        key={`${range.start}|${range.end}|${status}`}
        label={t('records_tab_withdraw')}
        items={items}
        {...paging}
        keyOf={(record) => record.orderNo}
        render={(record) => <WithdrawRecordRow record={record} />}
      />
    </>
  );
}
