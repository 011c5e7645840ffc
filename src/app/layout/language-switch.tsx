import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { GlobeIcon } from '@/components/icons/globe-icon';
import { preferences, type Language } from '@/state/preferences';

/** Each language named in itself, so a player who cannot read the current one still finds theirs. */
const OTHER: Record<Language, { language: Language; name: string; lang: string }> = {
  en: { language: 'zh', name: '中文', lang: 'zh-Hans' },
  zh: { language: 'en', name: 'English', lang: 'en' },
};

/** Switches between English and Chinese; the choice is stored and sent as the Language header from then on. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useSnapshot(preferences);
  const other = OTHER[language];
  return (
    <button
      type="button"
      className="language-switch"
      // The visible name of the language, after a word saying what the button changes.
      aria-label={`${t('switch_language')} ${other.name}`}
      onClick={() => {
        preferences.language = other.language;
      }}
    >
      <GlobeIcon size={20} />
      <span lang={other.lang}>{other.name}</span>
    </button>
  );
}
