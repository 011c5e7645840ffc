import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { CardList } from './card-list';
import { cardRoom, cardsOfType } from './card-rules';
import { CardsSection } from './cards-section';
import { CardsLoading } from './cards-state';
import { useCardsData } from './use-cards-data';
import './cards.css';

/** The bound bank cards with their limit: remove one, or add one while there is room. */
export function BankCardContent() {
  const { t } = useTranslation();
  const data = useCardsData();
  if (!data.ready) return <CardsLoading failed={data.failed} retry={data.retry} />;
  const room = cardRoom(data.cards, 'BANK', data.maxCardCount);
  return (
    <CardsSection titleId="bank-cards-title" title={t('wd_bank_cards')} room={room}>
      <CardList cards={cardsOfType(data.cards, 'BANK')} emptyKey="wd_no_bank_cards" removable />
      {room.full ? (
        <p className="cards-section__note" role="status">
          {t('wd_card_limit', { max: room.max })}
        </p>
      ) : (
        <ButtonLink to="/member/bankAccount" block>
          {t('wd_add_bank_account')}
        </ButtonLink>
      )}
    </CardsSection>
  );
}
