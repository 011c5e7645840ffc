import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/list-button.css';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';

export function DemoAccountsBox({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="demo-accounts" aria-labelledby={headingId}>
      <h2 id={headingId} className="demo-accounts__title">
        {t('demo_accounts')}
      </h2>
      <p className="demo-accounts__hint">{t('demo_accounts_hint', { password: DEMO_PASSWORD })}</p>
      <ul className="demo-accounts__list">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.username}>
            <button type="button" className="list-button demo-accounts__pick" onClick={() => onPick(account)}>
              <span className="demo-accounts__name">{account.username}</span>
              <span className="demo-accounts__note">{t(account.noteKey)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
