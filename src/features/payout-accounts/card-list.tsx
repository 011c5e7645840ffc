import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '@/api';
import {
  getGetBindConfigQueryKey,
  getGetSecurityConfigQueryKey,
  getGetWithdrawAccountInfoQueryKey,
  removeBankCard,
  type BankCard,
} from '@/api/areas/withdraw';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { failureToast } from '@/lib/forms/failure-message';
import { FUNDS_WORDS } from '@/lib/funds-forms';
import { showToast } from '@/state/ui';

/** After a card is bound or removed, every screen that counts cards reads them again. */
export function refreshCards(queryClient: ReturnType<typeof useQueryClient>) {
  for (const queryKey of [
    getGetWithdrawAccountInfoQueryKey(),
    getGetBindConfigQueryKey(),
    getGetSecurityConfigQueryKey(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

export interface CardListProps {
  cards: readonly BankCard[];
  /** Shown instead of an empty list. */
  emptyKey: string;
  /** Whether each card has a remove button (with a confirmation). */
  removable?: boolean;
}

/** Bound bank cards or e-wallets: bank, masked number, holder and branch. */
export function CardList({ cards, emptyKey, removable = false }: CardListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [busy, setBusy] = useState(false);

  if (cards.length === 0) return <EmptyState compact>{t(emptyKey)}</EmptyState>;

  const remove = async (card: BankCard) => {
    if (busy) return;
    setBusy(true);
    const result = await settle(removeBankCard(card.id, { silent: true }));
    setBusy(false);
    setRemoving(null);
    if (result.success) {
      showToast('wd_card_removed', { kind: 'success' });
      refreshCards(queryClient);
    } else {
      const text = failureToast(result, t, FUNDS_WORDS);
      if (text) showToast(text, { kind: 'error', isKey: false });
    }
  };

  return (
    <>
      <ul className="card-list">
        {cards.map((card) => (
          <li key={card.id} className="card-list__item">
            <div className="card-list__text">
              <p className="card-list__bank">
                {card.bankName}
                {card.isDefault ? <span className="card-list__tag">{t('wd_card_default')}</span> : null}
              </p>
              <p className="card-list__number">{card.accountNo}</p>
              <p className="card-list__meta">{card.payeeName}</p>
              {card.branch ? <p className="card-list__meta">{card.branch}</p> : null}
            </div>
            {removable ? (
              <Button
                variant="ghost"
                className="card-list__remove"
                aria-label={t('wd_remove_card_named', { name: `${card.bankName} ${card.accountNo}` })}
                onClick={() => setRemoving(card)}
              >
                {t('wd_remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {removing ? (
        <Dialog
          alert
          title={t('wd_remove_title')}
          onClose={() => {
            if (!busy) setRemoving(null);
          }}
          actions={
            <>
              <Button variant="secondary" block disabled={busy} onClick={() => setRemoving(null)}>
                {t('wd_cancel')}
              </Button>
              <Button block disabled={busy} onClick={() => void remove(removing)}>
                {t('wd_remove_confirm')}
              </Button>
            </>
          }
        >
          <p>{t('wd_remove_text', { name: `${removing.bankName} ${removing.accountNo}` })}</p>
        </Dialog>
      ) : null}
    </>
  );
}
