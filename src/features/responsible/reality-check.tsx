import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getSessionActivity, useGetRealityCheck } from '@/api/areas/responsible';
import { settle } from '@/api';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { loadScreenStrings } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { storage } from '@/lib/storage';
import { endSession } from '@/services/session-actions';
import { session } from '@/state/session';
import './responsible.css';

// The reality check (issue 19): after every chosen interval of a signed-in session, a dialog says how long the
// player has played and the net result since login, with continue, log out and the statement. The session's
// start is this tab's own clock (kept per token for the visit), so a reload does not restart the count.

const STARTED_KEY = 'lotto.rg.sessionStart';

function sessionStart(token: string): number {
  const stored = storage.get(STARTED_KEY, 'session');
  const [owner, at] = stored ? stored.split('|') : [];
  if (owner === token && Number.isFinite(Number(at))) return Number(at);
  const now = Date.now();
  storage.set(STARTED_KEY, `${token}|${now}`, 'session');
  return now;
}

interface Shown {
  minutes: number;
  net: number | null;
}

/** Mounted by the layout for a signed-in player only (its code loads then). */
export function RealityCheck() {
  const { t } = useTranslation();
  const { token } = useSnapshot(session);
  // Both reads are the app's own, not the player's: they must not count as activity and keep an idle session.
  const setting = useGetRealityCheck({
    query: { enabled: Boolean(token), staleTime: 60_000 },
    request: { background: true },
  });
  const interval = setting.data?.intervalMinutes ?? 0;
  const [shown, setShown] = useState<Shown | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!token || interval === 0 || shown) return;
    const started = sessionStart(token);
    const every = interval * 60_000;
    const due = started + (Math.floor((Date.now() - started) / every) + 1) * every;
    const timer = setTimeout(() => {
      void (async () => {
        const [activity] = await Promise.all([
          settle(getSessionActivity({ silent: true, background: true })),
          loadScreenStrings(),
        ]);
        setShown({
          minutes: Math.round((Date.now() - started) / 60_000),
          net: activity.success ? activity.data.net : null,
        });
      })();
    }, due - Date.now());
    return () => clearTimeout(timer);
  }, [token, interval, shown, round]);

  if (!shown || !token) return null;
  const close = () => {
    setShown(null);
    setRound((r) => r + 1);
  };
  const hours = Math.floor(shown.minutes / 60);
  const played = t('rg_reality_played', { hours, minutes: shown.minutes % 60 });
  return (
    <Dialog
      alert
      title={t('rg_reality_dialog_title')}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>{t('rg_reality_continue')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setShown(null);
              void endSession();
            }}
          >
            {t('logout')}
          </Button>
        </>
      }
    >
      <p>{played}</p>
      <p>
        {shown.net === null
          ? t('rg_reality_net_unknown')
          : t('rg_reality_net', { net: formatMoney(shown.net) })}
      </p>
      <p>
        <Link to="/member/activityStatement" className="rg-link" onClick={close}>
          {t('rg_statement_link')}
        </Link>
      </p>
    </Dialog>
  );
}
