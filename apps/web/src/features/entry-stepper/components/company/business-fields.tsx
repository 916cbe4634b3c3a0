import { BUSINESS_CATEGORIES, ENTRY_NAME_MAX_LENGTH, ENTRY_TEXT_MAX_LENGTH } from '@foodhub/domain';
import { Autocomplete } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessCategoryLabel } from '../../../../components/catalogue-labels';
import { useStepperStore } from '../../../../stores/stepper-store';
import { GrowingTextarea } from '../../../../components/growing-textarea';
import { suggestionFilter } from './suggestion-filter';

const categoryFilter = suggestionFilter();

/**
 * The business category: one of the canonical categories the matching knows, suggested by their
 * names in the interface language, or any other text as typed. A chosen (or fully typed)
 * category is kept by its English name, as the matching and the API compare it; the field shows
 * it in the interface language.
 */
export function BusinessCategoryInput() {
  const { t } = useTranslation(['matching', 'catalogue']);
  const businessCategory = useStepperStore((s) => s.companyProfile.businessCategory);
  const setCompanyProfile = useStepperStore((s) => s.setCompanyProfile);
  const categories = BUSINESS_CATEGORIES.map((code) => ({
    code,
    label: businessCategoryLabel(code, t),
  }));
  // Only exact names count, so the text being typed is never rewritten under the cursor.
  const shown = categories.find((c) => c.code === businessCategory)?.label ?? businessCategory;
  const codeOf = (text: string) => categories.find((c) => c.label === text)?.code ?? text;
  return (
    <Autocomplete
      label={t('companyData.fields.businessCategory')}
      description={t('companyData.fields.businessCategoryDescription')}
      data={categories.map((c) => c.label)}
      filter={categoryFilter}
      maxLength={ENTRY_NAME_MAX_LENGTH}
      value={shown}
      onChange={(value) => setCompanyProfile({ businessCategory: codeOf(value) })}
    />
  );
}

/** The description; a private person is asked where the surplus comes from, not what a company does. */
export function CompanyDescriptionInput({ isPrivate = false }: { isPrivate?: boolean }) {
  const { t } = useTranslation('matching');
  const description = useStepperStore((s) => s.companyProfile.description);
  const setCompanyProfile = useStepperStore((s) => s.setCompanyProfile);
  return (
    <GrowingTextarea
      label={t('companyData.fields.description')}
      description={t(
        isPrivate
          ? 'companyData.fields.descriptionDescriptionPrivate'
          : 'companyData.fields.descriptionDescription',
      )}
      minRows={3}
      maxRows={10}
      maxLength={ENTRY_TEXT_MAX_LENGTH}
      value={description}
      onChange={(event) => setCompanyProfile({ description: event.currentTarget.value })}
    />
  );
}
