import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MemberScreen } from '@/components/member-screen';
import { tabPanelProps, Tabs } from '@/components/tabs';
import { AccountRecords, DepositRecords, WithdrawRecords } from './record-tabs';
import { tabFromQuery, type RecordTab } from './records';
import '@/components/layout.css';
import './transactions.css';

const TAB_MESSAGES: Record<RecordTab, string> = {
  account: 'records_tab_account',
  deposit: 'records_tab_deposit',
  withdraw: 'records_tab_withdraw',
};
const ID_BASE = 'records';

/** Transaction records (spec sections 2 and 7): account, deposit and withdrawal records, the tab in ?type=. */
export function TransactionPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('type'));
  const items = (Object.keys(TAB_MESSAGES) as RecordTab[]).map((id) => ({ id, label: t(TAB_MESSAGES[id]) }));

  return (
    <MemberScreen titleKey="member_transaction">
      <div className="records-tabs">
        <Tabs
          label={t('records_tabs')}
          items={items}
          selected={tab}
          idBase={ID_BASE}
          onSelect={(id) => setParams({ type: id })}
        />
      </div>
      <div className="stack" {...tabPanelProps(ID_BASE, tab)}>
        {tab === 'account' ? (
          <AccountRecords />
        ) : tab === 'deposit' ? (
          <DepositRecords />
        ) : (
          <WithdrawRecords />
        )}
      </div>
    </MemberScreen>
  );
}
