import { persisted } from './persisted';

export type Language = 'en' | 'fil' | 'zh';
/** In the order the language choices list them: English first (the default), then the languages of the country. */
export const LANGUAGES: readonly Language[] = ['en', 'fil', 'zh'];

/**
 * Each language as it names itself (so a player who cannot read the current one still finds theirs), and its
 * tag for lang attributes (the page's and each language name's).
 */
export const LANGUAGE_INFO: Record<Language, { name: string; lang: string }> = {
  en: { name: 'English', lang: 'en' },
  fil: { name: 'Filipino', lang: 'fil' },
  zh: { name: '中文', lang: 'zh-Hans' },
};

/** The languages the server speaks (the contract's LanguageCode). */
export type ServerLanguage = 'en' | 'zh';

/**
 * The language the server is asked in. It translates its own messages into English and Chinese only and
 * refuses any other Language header, so a Filipino player gets the server's few texts in English (docs/spec-decisions.md).
 */
export const serverLanguage = (language: Language): ServerLanguage => (language === 'zh' ? 'zh' : 'en');

export const preferences = persisted<{ language: Language }>('lotto.language', {
  parse: (raw) => ((LANGUAGES as readonly string[]).includes(raw) ? { language: raw as Language } : null),
  serialize: ({ language }) => language,
  initial: { language: 'en' },
});

/** The language the app started in: a change made before anything listened is still seen as a change. */
export const startLanguage: Language = preferences.language;
