import { PROVIDER_ENTRY_LIMITS as LIMITS } from '@foodhub/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEntryField } from '../hooks/use-entry-field';
import type { EntryForm } from '../hooks/use-entry-form';
import { FormSection } from './form-section';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** What a business must do before handing over surplus (the card's 'Operational Requirements'). */
export function RequirementsSection({ form }: { form: EntryForm }) {
  const { t } = useTranslation('provider-entry');
  const field = useEntryField(form);
  return (
    <FormSection name="requirements" title={t('sections.requirements')}>
      <Stack gap="md">
        <GrowingTextarea
          {...field('company_constraints.preparation')}
          label={t('fields.preparation')}
          description={t('fields.preparationDescription')}
          minRows={2}
          maxRows={8}
          maxLength={LIMITS.text}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            {...field('company_constraints.minimum_quantity_acceptance')}
            label={t('fields.minimumQuantity')}
            placeholder={t('fields.minimumQuantityPlaceholder')}
            maxLength={LIMITS.short}
          />
          <TextInput
            {...field('company_constraints.frequency')}
            label={t('fields.constraintsFrequency')}
            placeholder={t('fields.constraintsFrequencyPlaceholder')}
            maxLength={LIMITS.short}
          />
        </SimpleGrid>
        <GrowingTextarea
          {...field('company_constraints.additional_requirements')}
          label={t('fields.additionalRequirements')}
          minRows={2}
          maxRows={8}
          maxLength={LIMITS.text}
        />
      </Stack>
    </FormSection>
  );
}
