import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LANGUAGE_INFO, LANGUAGES, preferences } from '@/state/preferences';

/** The language setting: stored on the device and sent with every call from then on. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const { language } = useSnapshot(preferences);
  return (
    <fieldset className="language-choice">
      <legend className="language-choice__legend">{t('language')}</legend>
      {LANGUAGES.map((option) => (
        <label key={option} className="language-choice__option">
          <input
            type="radio"
            name="language"
            value={option}
            checked={language === option}
            onChange={() => {
              preferences.language = option;
            }}
          />
          {/* Each language in its own words, so a player who cannot read the current one still finds theirs. */}
          <span lang={LANGUAGE_INFO[option].lang}>{LANGUAGE_INFO[option].name}</span>
        </label>
      ))}
    </fieldset>
  );
}
