import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetConsolidatedFunds, type WalletItem } from '@/api/areas/account';
import { Amount } from '@/components/amount';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { walletSymbol } from '@/lib/money';

/** The wallet types the contract names (WalletItem.typeId); any other is shown by the server's own name. */
export const WALLET_LABELS: Readonly<Record<number, string>> = { 1: 'wallet_main', 2: 'wallet_game' };
const GAME_WALLET = 2;

/**
 * The member home's "Wallet details" (GET /wps/member/info/funds/consolidated): the money in each of the
 * player's wallets and their sum. Read only when the player opens it; the balance refresh reads it again.
 */
export function WalletDetails() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();

  return (
    <div className="wallet-details">
      <Button
        variant="ghost"
        className="wallet-details__toggle"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('wallet_details')}
      </Button>
      <div id={regionId} hidden={!open}>
        {open ? <WalletList /> : null}
      </div>
    </div>
  );
}

function WalletList() {
  const { t } = useTranslation();
  const funds = useGetConsolidatedFunds();

  if (funds.isPending)
    return (
      <div className="wallet-details__body" aria-busy="true">
        <Skeleton width="100%" height="1.2em" />
        <Skeleton width="100%" height="1.2em" />
      </div>
    );

  // The pipeline has already said what it says of a failure (a toast, or the offline banner); this is where
  // the missing list would be.
  if (funds.isError || !funds.data)
    return (
      <div className="wallet-details__body">
        <p>{t('wallet_details_unavailable')}</p>
        <Button variant="secondary" onClick={() => void funds.refetch()}>
          {t('try_again')}
        </Button>
      </div>
    );

  const symbol = walletSymbol(funds.data);
  const name = (wallet: WalletItem) =>
    WALLET_LABELS[wallet.typeId] ? t(WALLET_LABELS[wallet.typeId]) : wallet.name;
  const holdsGameMoney = funds.data.wallets.some((w) => w.typeId === GAME_WALLET);

  return (
    <div className="wallet-details__body">
      <dl className="wallet-details__list">
        {funds.data.wallets.map((wallet) => (
          <div key={wallet.typeId} className="wallet-details__row">
            <dt>{name(wallet)}</dt>
            <dd>
              <Amount value={wallet.balance} symbol={symbol} />
            </dd>
          </div>
        ))}
        <div className="wallet-details__row wallet-details__row--total">
          <dt>{t('wallet_details_total')}</dt>
          <dd>
            <Amount value={funds.data.sumBalance} symbol={symbol} />
          </dd>
        </div>
      </dl>
      {holdsGameMoney ? <p className="wallet-details__hint">{t('wallet_game_hint')}</p> : null}
    </div>
  );
}
