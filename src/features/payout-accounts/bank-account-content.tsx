import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { BankAccountForm } from './bank-account-form';
import { cardRoom } from './card-rules';
import { CardsLoading } from './cards-state';
import { useCardsData } from './use-cards-data';
import './cards.css';
import '@/components/panel.css';

/** Adding a bank account, unless the limit of bank cards is reached. */
export function BankAccountContent() {
  const { t } = useTranslation();
  const data = useCardsData();
  if (!data.ready) return <CardsLoading failed={data.failed} retry={data.retry} />;
  const room = cardRoom(data.cards, 'BANK', data.maxCardCount);
  if (room.full)
    return (
      <section className="panel cards-section">
        <p role="status">{t('wd_card_limit', { max: room.max })}</p>
        <ButtonLink to="/member/bankCard" variant="secondary" block>
          {t('wd_manage_bank_cards')}
        </ButtonLink>
      </section>
    );
  return (
    <section className="panel cards-section">
      <p className="cards-section__note">{t('wd_bank_account_intro')}</p>
      <BankAccountForm config={data.config} payeeOnFile={data.payee} />
    </section>
  );
}
