import { BUSINESS_CATEGORIES, ENTRY_NAME_MAX_LENGTH, ENTRY_TEXT_MAX_LENGTH } from '@foodhub/domain';
import { Autocomplete, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStepperStore } from '../../../../stores/stepper-store';
import { suggestionFilter } from './suggestion-filter';

// The canonical categories the matching knows; any other text is accepted as typed.
const categorySuggestions = [...BUSINESS_CATEGORIES];
const categoryFilter = suggestionFilter();

export function BusinessCategoryInput() {
  const { t } = useTranslation('matching');
  const businessCategory = useStepperStore((s) => s.companyProfile.businessCategory);
  const setCompanyProfile = useStepperStore((s) => s.setCompanyProfile);
  return (
    <Autocomplete
      label={t('companyData.fields.businessCategory')}
      description={t('companyData.fields.businessCategoryDescription')}
      data={categorySuggestions}
      filter={categoryFilter}
      maxLength={ENTRY_NAME_MAX_LENGTH}
      value={businessCategory}
      onChange={(value) => setCompanyProfile({ businessCategory: value })}
    />
  );
}

export function CompanyDescriptionInput() {
  const { t } = useTranslation('matching');
  const description = useStepperStore((s) => s.companyProfile.description);
  const setCompanyProfile = useStepperStore((s) => s.setCompanyProfile);
  return (
    <Textarea
      label={t('companyData.fields.description')}
      description={t('companyData.fields.descriptionDescription')}
      autosize
      minRows={3}
      maxRows={10}
      maxLength={ENTRY_TEXT_MAX_LENGTH}
      value={description}
      onChange={(event) => setCompanyProfile({ description: event.currentTarget.value })}
    />
  );
}
