import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/state/session';
import { BalanceBox } from './balance-box';
import { Greeting } from './greeting';
import { GuestBalanceBox } from './guest-balance-box';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSnapshot(session);
  return (
    <div className="home">
      {isLoggedIn ? (
        <>
          <Greeting />
          <BalanceBox />
        </>
      ) : (
        <>
          <h1 className="visually-hidden">{t('home_title')}</h1>
          <GuestBalanceBox />
        </>
      )}
    </div>
  );
}
