import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { GlobeIcon } from '@/components/icons/globe-icon';
import { LANGUAGE_INFO, LANGUAGES, preferences, type Language } from '@/state/preferences';

/**
 * The header's language choice: a native select, so three languages (and any later one) fit the narrow header
 * and open the phone's own picker. Each language is named in itself, so a player who cannot read the current one
 * still finds theirs; the choice is stored and sent as the Language header from then on.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useSnapshot(preferences);
  return (
    <span className="language-switch">
      <GlobeIcon size={20} />
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
