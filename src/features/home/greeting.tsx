import { useTranslation } from 'react-i18next';
import { useMember } from '@/services/member';
import { LogoutButton } from '@/components/logout-button';

export function Greeting() {
  const { t } = useTranslation();
  const member = useMember();
  const name = member?.nickname || member?.account;
  return (
    <div className="greeting">
      <h1 className="greeting__title">{name ? t('greeting', { name }) : t('greeting_anonymous')}</h1>
      <LogoutButton />
    </div>
  );
}
