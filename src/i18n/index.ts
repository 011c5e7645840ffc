import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { subscribe } from 'valtio';
import { afterNextPaint } from '@/lib/after-next-paint';
import { LANGUAGE_INFO, preferences, type Language } from '@/state/preferences';
import en from './en.json';

// English ships with the first page, but only the strings of the shell (its overlays included) and home; the
// strings of every other screen (en-screens.json, and the member areas' own files in areas/) load with the
// first screen that needs them (src/app/router.tsx), and Filipino or Chinese is fetched only when a player
// picks it. A visitor who stays on home never downloads them; keys.test.ts checks the first page finds all of
// its own. Together en.json, en-screens.json and areas/*.en.json hold every key of fil.json and
// areas/*.fil.json, and of zh.json and areas/*.zh.json.
// An area names a group of strings, not a folder of src/features: all areas load together, so the account
// strings serve the profile, security and verification screens, deposit also the records, withdraw also the
// payout accounts. Each language's files are merged in one module of strings/ (one chunk, one request), so the
// first page holds one loader per language however many areas there are.
type Strings = { default: Record<string, string> };

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Strings>> = {
  fil: () => import('./strings/fil'),
  zh: () => import('./strings/zh'),
};

let screenStrings: Promise<void> | null = null;

/** Loads the English strings of the screens beyond home (once); the fallback for every language. */
export function loadScreenStrings(): Promise<void> {
  screenStrings ??= import('./strings/en-screens').then(({ default: resources }) => {
    i18next.addResourceBundle('en', 'translation', resources, true, false);
  });
  return screenStrings;
}

/**
 * Loads a lazily shown module together with the English strings of the screens (the route table's screens and
 * the shell's rarely shown pages: maintenance, access denied, the sideways phone), so their strings stay off the
 * first page and are there when they draw.
 */
export async function withScreenStrings<M>(load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), loadScreenStrings()]);
  return module;
}

/**
 * Shows the app in `language`. A player's switch (`afterPaint`) first lets the browser paint the switch's own new
 * value: every translated string on the screen is then drawn again, a long task on a slow phone (react-i18next
 * redraws synchronously, so a React transition does not split it), which would otherwise hold the tap's answer
 * back until it ends (`npm run bench:inp`, "switching language").
 */
export async function loadLanguage(language: Language, { afterPaint = false } = {}): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const { default: resources } = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', resources, true, true);
  }
  if (afterPaint) await afterNextPaint();
  await i18next.changeLanguage(language);
  document.documentElement.lang = LANGUAGE_INFO[language].lang;
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
  subscribe(preferences, () => void loadLanguage(preferences.language, { afterPaint: true }));
  return i18next;
}

export { i18next };
