import { SegmentedControl } from '@mantine/core';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../lib/i18n';

/** Each language is offered under its own name, so a reader finds theirs whatever is shown now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  sl: 'Slovenščina',
  it: 'Italiano',
  fr: 'Français',
};

export function useLanguage(): [Language, (language: Language) => void] {
  // Subscribes to language changes, so the control re-renders when the language switches.
  useTranslation('common');
  return [currentLanguage(), (language) => void changeLanguage(language)];
}

/** The documentation's language switcher: all five languages side by side. */
export function LanguageSegments() {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size="xs"
      value={language}
      onChange={(value) => setLanguage(value as Language)}
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
