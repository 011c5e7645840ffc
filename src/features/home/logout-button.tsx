import { useTranslation } from 'react-i18next';
import { settle, useLogout } from '@/api';
import { Button } from '@/components/button';
import { dispatchSession } from '@/state/session';

/** The player is logged out on this device whatever the server says: a failed call must not trap them in. */
export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout({ request: { silent: true } });
  const onClick = async () => {
    await settle(logout.mutateAsync());
    dispatchSession({ type: 'loggedOut' });
  };
  return (
    <Button variant="secondary" onClick={onClick} disabled={logout.isPending}>
      {t('logout')}
    </Button>
  );
}
