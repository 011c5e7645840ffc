import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { memberStore } from '@/state/member';
import { LogoutButton } from './logout-button';

export function Greeting() {
  const { t } = useTranslation();
  const { member } = useSnapshot(memberStore);
  const name = member?.nickname || member?.username;
  return (
    <div className="greeting">
      <h1 className="greeting__title">{name ? t('greeting', { name }) : t('greeting_anonymous')}</h1>
      <LogoutButton />
    </div>
  );
}
