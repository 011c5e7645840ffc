import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { useLoginFirst } from '@/components/use-play-game';

/**
 * The balance box for a visitor: where the balance would be, the way to get one, and the deposit button the
 * spec gives the box (section 2). Depositing needs login, so a visitor's tap is turned away before it
 * navigates, with the same words as any protected action.
 */
export function GuestBalanceBox() {
  const { t } = useTranslation();
  const headingId = useId();
  const loginFirst = useLoginFirst();
  return (
    <section className="balance-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="balance-box__label">
        {t('total_balance')}
      </h2>
      <p className="balance-box__prompt">{t('login_for_balance')}</p>
      <div className="balance-box__actions">
        <ButtonLink to="/login" block>
          {t('login')}
        </ButtonLink>
        <ButtonLink to="/register" variant="secondary" block>
          {t('register')}
        </ButtonLink>
      </div>
      <ButtonLink
        to="/member/deposit"
        variant="accent"
        block
        onClick={(event) => {
          if (loginFirst()) event.preventDefault();
        }}
      >
        {t('deposit')}
      </ButtonLink>
    </section>
  );
}
