import { useTranslation } from 'react-i18next';
import { settle, useLogout } from '@/api';
import { Button } from '@/components/button';
import { dispatchSession } from '@/state/session';

/** Logs out on this device whatever the server answers; the guard then sends the player to log in. */
export function MemberLogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout({ request: { silent: true } });
  const onClick = async () => {
    await settle(logout.mutateAsync());
    dispatchSession({ type: 'loggedOut' });
  };
  return (
    <Button variant="secondary" block onClick={() => void onClick()} disabled={logout.isPending}>
      {t('logout')}
    </Button>
  );
}
