import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { settle, updateLanguage } from '@/api';
import { afterNextPaint } from '@/lib/after-next-paint';
import { preferences, serverLanguage, startLanguage } from '@/state/preferences';
import { session } from '@/state/session';

// The server language last made effective (queries refetched, account told): kept for the app's whole life, so
// a remount of the overlays never repeats it. Filipino and English ask the server the same (serverLanguage), so
// a switch between them refetches nothing.
let lastSynced = serverLanguage(startLanguage);

/**
 * A new language changes what the server sends (announcement texts, messages), so everything on screen is
 * fetched again in it; a logged-in player's choice is also stored on their account.
 */
export function useLanguageSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // This hook's code arrives after the first paint; the header's switch works before it. A choice made in
    // between is caught up on at once.
    const sync = () => {
      const language = serverLanguage(preferences.language);
      if (language === lastSynced) return;
      lastSynced = language;
      void queryClient.invalidateQueries();
      if (session.isLoggedIn) void settle(updateLanguage({ language: lastSynced }, { silent: true }));
    };
    sync();
    // A switch's own answer (the switch showing the new language) is painted first: refetching every query on
    // screen, inside the select's change event, was half of the time a slow phone took to show it (`npm run
    // bench:inp`, "switching language"). The requests read the new language whenever they are sent.
    let active = true;
    const unsubscribe = subscribe(preferences, () => void afterNextPaint().then(() => active && sync()));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [queryClient]);
}
