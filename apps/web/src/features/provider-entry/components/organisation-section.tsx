import { PROVIDER_ENTRY_LIMITS as LIMITS } from '@foodhub/contracts';
import { SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEntryField } from '../hooks/use-entry-field';
import type { EntryForm } from '../hooks/use-entry-form';
import { FormSection } from './form-section';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** Institution types may hold commas ('school, kindergarten' is one): Enter adds a tag. */
const NO_SPLIT: string[] = [];

/** Who the organisation is: the provider card's name, category, description and website. */
export function OrganisationSection({ form }: { form: EntryForm }) {
  const { t } = useTranslation('provider-entry');
  const field = useEntryField(form);
  return (
    <FormSection name="organisation" title={t('sections.organisation')}>
      <Stack gap="md">
        <TextInput
          {...field('company_name')}
          label={t('fields.companyName')}
          autoComplete="organization"
          maxLength={LIMITS.name}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            {...field('business_category')}
            label={t('fields.businessCategory')}
            description={t('fields.businessCategoryDescription')}
            maxLength={LIMITS.short}
          />
          <TextInput
            {...field('website')}
            label={t('fields.website')}
            placeholder="example.org"
            inputMode="url"
            autoComplete="url"
            maxLength={300}
          />
        </SimpleGrid>
        <GrowingTextarea
          {...field('description')}
          label={t('fields.description')}
          description={t('fields.descriptionDescription')}
          minRows={3}
          maxRows={10}
          maxLength={LIMITS.text}
        />
        <TagsInput
          {...field('institution_types')}
          label={t('fields.institutionTypes')}
          description={t('fields.institutionTypesDescription')}
          splitChars={NO_SPLIT}
          maxTags={LIMITS.listItems}
          clearable
        />
      </Stack>
    </FormSection>
  );
}
