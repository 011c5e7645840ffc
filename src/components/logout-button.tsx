import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endSession } from '@/services/session-actions';
import { Button } from './button';

/**
 * Logs out through endSession(): the server forgets the token and this device forgets the session whatever
 * the server answers (a failed call must not trap the player in); on a guarded screen the guard then sends
 * the player to log in.
 */
export function LogoutButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await endSession();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" block={block} onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
      {t('logout')}
    </Button>
  );
}
