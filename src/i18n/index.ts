import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { subscribe } from 'valtio';
import { preferences, type Language } from '@/state/preferences';
import en from './en.json';

// English ships with the first page, but only the strings of the shell and home; the strings of every other
// screen (en-screens.json) load with the first screen or overlay that needs them, and Chinese is fetched only
// when a player picks it. Together en.json and en-screens.json hold every key of zh.json.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import('./zh.json'),
};

let screenStrings: Promise<void> | null = null;

/** Loads the English strings of the screens beyond home (once); the fallback for every language. */
export function loadScreenStrings(): Promise<void> {
  screenStrings ??= import('./en-screens.json').then(({ default: resources }) => {
    i18next.addResourceBundle('en', 'translation', resources, true, false);
  });
  return screenStrings;
}

/** Wraps a lazy import so the code arrives together with its strings and never shows a bare key. */
export const withScreenStrings =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadScreenStrings()]).then(([module]) => module);

export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const { default: resources } = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', resources, true, true);
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language === 'zh' ? 'zh-Hans' : 'en';
}

export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (preferences.language !== 'en') await loadLanguage(preferences.language);
  subscribe(preferences, () => void loadLanguage(preferences.language));
  // Fetched straight after the first paint's code, while the player looks at home.
  void loadScreenStrings();
  return i18next;
}

export { i18next };
