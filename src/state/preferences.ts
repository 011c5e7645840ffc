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

subscribe(preferences, () => storage.set(KEY, preferences.language));
