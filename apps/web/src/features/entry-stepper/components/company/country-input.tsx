import { countryCode, ENTRY_NAME_MAX_LENGTH } from '@foodhub/domain';
import { Autocomplete } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { suggestionFilter } from './suggestion-filter';

/** The Alpine countries the tool is made for, suggested (any other country may be typed). */
export const ALPINE_COUNTRY_CODES = ['AT', 'DE', 'IT', 'SI', 'FR', 'CH', 'LI'] as const;

/** 'Österreich', 'AT' or 'A' typed suggests Austria: the same country in another language or as a code. */
const countryFilter = suggestionFilter((option, search) => {
  const typed = countryCode(search);
  return typed !== null && countryCode(option.value) === typed;
});

interface CountryInputProps {
  value: string;
  onChange(value: string): void;
}

export function CountryInput({ value, onChange }: CountryInputProps) {
  const { t } = useTranslation('matching');
  const suggestions = ALPINE_COUNTRY_CODES.map((code) => t(`common:countries.${code}`));
  return (
    <Autocomplete
      label={t('companyData.fields.country')}
      description={t('companyData.fields.countryDescription')}
      autoComplete="country-name"
      data={suggestions}
      filter={countryFilter}
      maxLength={ENTRY_NAME_MAX_LENGTH}
      value={value}
      onChange={onChange}
    />
  );
}
