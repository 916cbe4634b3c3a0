import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { chooseLanguage } from '../../stores/account-language';
import { SegmentedChoice } from '../segmented-choice';

/** Each language is offered under its own name, so a reader finds theirs whatever is shown now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  sl: 'Slovenščina',
  it: 'Italiano',
  fr: 'Français',
};

/** The language shown and the user's switch (kept in the browser and, signed in, on the account). */
export function useLanguage(): [Language, (language: Language) => void] {
  // Subscribes to language changes, so the control re-renders when the language switches.
  useTranslation('common');
  return [currentLanguage(), (language) => void chooseLanguage(language)];
}

/**
 * All five languages side by side: the documentation's switcher, and the shared report's (there
 * labelled by the text beside it, label, and larger).
 */
export function LanguageSegments({ label, size = 'xs' }: { label?: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  return (
    <SegmentedChoice
      aria-label={label ?? t('language.label')}
      size={size}
      value={language}
      onChange={setLanguage}
      data={SUPPORTED_LANGUAGES.map((code) => ({
        value: code,
        label: (
          <span lang={code} title={LANGUAGE_NAMES[code]}>
            {code.toUpperCase()}
          </span>
        ),
      }))}
    />
  );
}
