import { persisted } from './persisted';

export type Language = 'en' | 'zh';
export const LANGUAGES: readonly Language[] = ['en', 'zh'];

export const preferences = persisted<{ language: Language }>('lotto.language', {
  parse: (raw) => ((LANGUAGES as readonly string[]).includes(raw) ? { language: raw as Language } : null),
  serialize: ({ language }) => language,
  initial: { language: 'en' },
});

/** The language the app started in: a change made before anything listened is still seen as a change. */
export const startLanguage: Language = preferences.language;
