import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { Sheet } from '@/components/sheet';
import { CardList } from './card-list';
import { cardRoom, cardsOfType } from './card-rules';
import { CardsSection } from './cards-section';
import { CardsLoading } from './cards-state';
import { EWalletForm } from './e-wallet-form';
import { useCardsData } from './use-cards-data';
import './cards.css';

/** The fund account hub: bound bank cards and e-wallets, and the ways to add more. */
export function FundAccountContent() {
  const { t } = useTranslation();
  const data = useCardsData();
  const [adding, setAdding] = useState(false);
  if (!data.ready) return <CardsLoading failed={data.failed} retry={data.retry} />;

  const banks = cardRoom(data.cards, 'BANK', data.maxCardCount);
  const wallets = cardRoom(data.cards, 'EWALLET', data.config.maxEWalletCount);
  return (
    <>
      <CardsSection titleId="fund-banks-title" title={t('wd_bank_cards')} room={banks}>
        <CardList cards={cardsOfType(data.cards, 'BANK')} emptyKey="wd_no_bank_cards" />
        <div className="cards-section__actions">
          <ButtonLink to="/member/bankCard" variant="secondary" block>
            {t('wd_manage_bank_cards')}
          </ButtonLink>
          {banks.full || !data.config.bankCardEnabled ? null : (
            <ButtonLink to="/member/bankAccount" block>
              {t('wd_add_bank_account')}
            </ButtonLink>
          )}
        </div>
      </CardsSection>

      <CardsSection titleId="fund-wallets-title" title={t('wd_ewallets')} room={wallets}>
        <CardList cards={cardsOfType(data.cards, 'EWALLET')} emptyKey="wd_no_ewallets" removable />
        {wallets.full ? (
          <p className="cards-section__note">{t('wd_ewallet_limit', { max: wallets.max })}</p>
        ) : data.config.eWalletEnabled ? (
          <Button block onClick={() => setAdding(true)}>
            {t('wd_add_ewallet')}
          </Button>
        ) : null}
      </CardsSection>

      {adding ? (
        <Sheet title={t('wd_add_ewallet')} closeLabel={t('close')} onClose={() => setAdding(false)}>
          <EWalletForm config={data.config} payeeOnFile={data.payee} onDone={() => setAdding(false)} />
        </Sheet>
      ) : null}
    </>
  );
}
