import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useGetMemberInfo, useGetWalletBalance } from '@/api';
import { Amount } from '@/components/amount';
import { ButtonLink } from '@/components/button-link';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { memberStore } from '@/state/member';
import { CopyButton } from './copy-button';
import { MemberLinks } from './member-links';
import { MemberLogoutButton } from './member-logout-button';
import './member.css';

const TOTAL = { typeId: 0 };

/** The member home (spec section 2): who is logged in, the wallet's total, and the ways into the account. */
export function MemberHomePage() {
  const { t } = useTranslation();
  const { member } = useSnapshot(memberStore);
  const info = useGetMemberInfo();
  const balance = useGetWalletBalance(TOTAL);
  const accountId = info.data ? String(info.data.id) : member?.customerId;
  const name = info.data?.nickname || info.data?.account || member?.nickname || member?.username;

  return (
    <div className="member-screen">
      <PageHeader title={t('member_title')} />
      <section className="member-card" aria-label={t('member_account')}>
        <p className="member-card__name">{name ?? <Skeleton width="8em" height="1.2em" />}</p>
        <div className="member-card__id">
          <span>
            {t('account_id')}{' '}
            <span className="member-card__id-value">
              {accountId ?? <Skeleton width="6em" height="1em" />}
            </span>
          </span>
          {accountId ? <CopyButton text={accountId} label={t('copy_account_id')} /> : null}
        </div>
        <div className="member-card__balance">
          <span className="member-card__balance-label">{t('total_balance')}</span>
          <span className="member-card__balance-value">
            {balance.data ? (
              <Amount value={balance.data.sumBalance} symbol={balance.data.currencySymbol || undefined} />
            ) : balance.isPending ? (
              <Skeleton width="7em" height="0.9em" />
            ) : (
              t('balance_unavailable')
            )}
          </span>
        </div>
        <div className="member-card__actions">
          <ButtonLink to="/member/deposit" variant="accent" block>
            {t('deposit')}
          </ButtonLink>
          <ButtonLink to="/member/withdraw" variant="secondary" block>
            {t('withdraw')}
          </ButtonLink>
        </div>
      </section>
      <MemberLinks />
      <MemberLogoutButton />
    </div>
  );
}
