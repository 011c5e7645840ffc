import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { GlobeIcon } from '@/components/icons/globe-icon';
import { LANGUAGE_INFO, LANGUAGES, preferences, type Language } from '@/state/preferences';

/** What the closed switch shows of the current language: short, so the header keeps its room at 360 px. */
const SHORT: Record<Language, string> = { en: 'EN', fil: 'FIL', zh: '中文' };

/**
 * The header's language choice: a globe and the current language's short name, over a native select that takes
 * every tap, so three languages (and any later one) fit the narrow header and open the phone's own picker. The
 * picker names each language in itself, so a player who cannot read the current one still finds theirs; the
 * choice is stored and sent as the Language header from then on.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useSnapshot(preferences);
  return (
    <span className="language-switch">
      <GlobeIcon size={20} />
      {/* The select says the same to assistive technology: its name and its chosen option. */}
      <span aria-hidden="true" lang={LANGUAGE_INFO[language].lang}>
        {SHORT[language]}
      </span>
      <select
        className="language-switch__select"
        aria-label={t('switch_language')}
        value={language}
        onChange={(event) => {
          preferences.language = event.target.value as Language;
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={LANGUAGE_INFO[option].lang}>
            {LANGUAGE_INFO[option].name}
          </option>
        ))}
      </select>
    </span>
  );
}
