import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';

/** The balance box for a visitor: where the balance would be, the way to get one. */
export function GuestBalanceBox() {
  const { t } = useTranslation();
  const headingId = useId();
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
    </section>
  );
}
