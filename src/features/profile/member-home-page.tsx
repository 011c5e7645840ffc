import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetMemberInfo, useGetWalletBalance } from '@/api';
import { getGetConsolidatedFundsQueryKey, useGetPlayerAvatar } from '@/api/areas/account';
import { useBalanceRefresh } from '@/services/balance-refresh';
import { Amount } from '@/components/amount';
import { ButtonLink } from '@/components/button-link';
import { IconButton } from '@/components/icon-button';
import { EditIcon } from '@/components/icons/edit-icon';
import { RefreshIcon } from '@/components/icons/refresh-icon';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { useAccountStatus } from '@/components/use-account-status';
import { formatMoney, walletSymbol } from '@/lib/money';
import { AvatarPicture, avatarUrl } from './avatar-picture';
import { NicknameSheet } from './nickname-sheet';
import { PayeeRow } from './payee-row';
import { CopyButton } from './copy-button';
import { MemberLinks } from './member-links';
import { WalletDetails } from './wallet-details';
import { LogoutButton } from '@/components/logout-button';
import '@/components/account-form.css';
import '@/components/member-screen.css';
import './profile.css';
import '@/components/panel.css';

const TOTAL = { typeId: 0 };

/** The member home (spec section 2): who is logged in, the wallet's total, and the ways into the account. */
export function MemberHomePage() {
  const { t } = useTranslation();
  const info = useGetMemberInfo();
  const balance = useGetWalletBalance(TOTAL);
  const avatar = useGetPlayerAvatar();
  const { imageCdns } = useAccountStatus();
  const [editing, setEditing] = useState(false);
  const balanceLabelId = useId();
  const accountId = info.data ? String(info.data.id) : undefined;
  const name = info.data ? info.data.nickname || info.data.account : undefined;
  const customerId = accountId ? Number(accountId) : null;
  const queryClient = useQueryClient();
  const { refetch: refetchBalance } = balance;
  // The recall moves money between wallets, so open wallet details are read again with the balance.
  const readBalance = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getGetConsolidatedFundsQueryKey() });
    return refetchBalance();
  }, [queryClient, refetchBalance]);
  const { refresh, refreshing, outcome } = useBalanceRefresh(customerId, readBalance);

  return (
    <div className="member-screen">
      <PageHeader title={t('member_title')} />
      <section className="panel member-card" aria-label={t('member_account')}>
        <div className="account-profile">
          <Link to="/member/avatar" className="account-profile__avatar" aria-label={t('change_avatar')}>
            <AvatarPicture src={avatarUrl(avatar.data, imageCdns)} size={64} eager />
          </Link>
          <div className="account-profile__who">
            <div className="account-profile__name-row">
              <p className="member-card__name">{name ?? <Skeleton width="8em" height="1.2em" />}</p>
              {name ? (
                <IconButton
                  label={t('edit_nickname')}
                  icon={<EditIcon size={20} />}
                  onClick={() => setEditing(true)}
                />
              ) : null}
            </div>
            <div className="member-card__id">
              <span>
                {t('account_id')}{' '}
                <span className="member-card__id-value">
                  {accountId ?? <Skeleton width="6em" height="1em" />}
                </span>
              </span>
              {accountId ? <CopyButton text={accountId} label={t('copy_account_id')} /> : null}
            </div>
          </div>
        </div>
        {info.data ? <PayeeRow payee={info.data.payee ?? null} /> : null}
        <div className="member-card__balance" aria-busy={balance.isPending || refreshing}>
          <div className="account-balance__top">
            <span id={balanceLabelId} className="member-card__balance-label">
              {t('total_balance')}
            </span>
            <IconButton
              label={t('refresh_balance')}
              icon={<RefreshIcon size={20} />}
              busy={refreshing}
              onClick={() => void refresh()}
            />
          </div>
          <span className="member-card__balance-value" aria-labelledby={balanceLabelId}>
            {balance.data ? (
              <Amount value={balance.data.sumBalance} symbol={walletSymbol(balance.data)} />
            ) : balance.isPending ? (
              <Skeleton width="7em" height="0.9em" />
            ) : (
              t('balance_unavailable')
            )}
          </span>
          {/* Announced politely once a refresh ends: the new balance, or that it could not be read. */}
          <p className="visually-hidden" role="status">
            {outcome === 'updated' && balance.data
              ? t('balance_now', {
                  amount: formatMoney(balance.data.sumBalance, walletSymbol(balance.data)),
                })
              : outcome === 'failed'
                ? t('balance_unavailable')
                : ''}
          </p>
        </div>
        <WalletDetails />
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
      <LogoutButton block />
      {editing && name ? (
        <NicknameSheet current={info.data?.nickname ?? ''} onClose={() => setEditing(false)} />
      ) : null}
    </div>
  );
}
