import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { subscribe } from 'valtio';
import { preferences, type Language } from '@/state/preferences';
import en from './en.json';

// English ships with the first page; Chinese is fetched only when a player picks it.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import('./zh.json'),
};

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
  return i18next;
}

export { i18next };
