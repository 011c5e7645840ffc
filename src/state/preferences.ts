import { proxy, subscribe } from 'valtio';
import { storage } from '@/lib/storage';

export type Language = 'en' | 'zh';
export const LANGUAGES: readonly Language[] = ['en', 'zh'];
const KEY = 'lotto.language';

const stored = storage.get(KEY);
export const preferences = proxy({
  language: (LANGUAGES as readonly string[]).includes(stored ?? '')
    ? (stored as Language)
    : ('en' as Language),
});

/** The language the app started in: a change made before anything listened is still seen as a change. */
export const startLanguage: Language = preferences.language;

subscribe(preferences, () => storage.set(KEY, preferences.language));
