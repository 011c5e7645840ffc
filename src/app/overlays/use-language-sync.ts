import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { settle, updateLanguage } from '@/api';
import { preferences } from '@/state/preferences';
import { session } from '@/state/session';

/**
 * A new language changes what the server sends (announcement texts, messages), so everything on screen is
 * fetched again in it; a logged-in player's choice is also stored on their account.
 */
export function useLanguageSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let last = preferences.language;
    return subscribe(preferences, () => {
      if (preferences.language === last) return;
      last = preferences.language;
      void queryClient.invalidateQueries();
      if (session.isLoggedIn) void settle(updateLanguage({ language: last }, { silent: true }));
    });
  }, [queryClient]);
}
