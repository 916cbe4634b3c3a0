import { PROVIDER_ENTRY_LIMITS as LIMITS } from '@foodhub/contracts';
import { MultiSelect, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../../components/catalogue-labels';
import { LoadFailed } from '../../../components/page-states';
import { localizedServerMessage } from '../../../lib/server-text';
import { useSolutionCatalogue } from '../../../api/solution-catalogue';
import { useEntryField } from '../hooks/use-entry-field';
import type { EntryForm } from '../hooks/use-entry-form';
import { solutionOptions } from '../lib/solution-options';
import { FormSection } from './form-section';

/**
 * The catalogue solutions the organisation offers: users who choose one of them see it among
 * its providers. Names come from the server in the interface language.
 */
export function SolutionsSection({ form }: { form: EntryForm }) {
  const { t, i18n } = useTranslation(['provider-entry', 'catalogue']);
  const field = useEntryField(form);
  const catalogue = useSolutionCatalogue();
  const options = useMemo(
    () => solutionOptions(catalogue.data ?? [], (c) => categoryLabel(c, t), i18n.language),
    [catalogue.data, t, i18n.language],
  );
  return (
    <FormSection name="solutions" title={t('sections.solutions')} intro={t('solutions.intro')}>
      <Stack gap="sm">
        <MultiSelect
          {...field('solution_ids')}
          label={t('fields.solutions')}
          description={t('fields.solutionsDescription', { max: LIMITS.solutions })}
          placeholder={catalogue.isPending ? t('solutions.loading') : t('solutions.placeholder')}
          nothingFoundMessage={t('solutions.nothingFound')}
          data={options}
          maxValues={LIMITS.solutions}
          disabled={catalogue.isPending || catalogue.isError}
          searchable
          clearable
          required
          maxDropdownHeight={320}
          comboboxProps={{ position: 'bottom-start' }}
        />
        {catalogue.isError && (
          <LoadFailed
            title={t('solutions.failedTitle')}
            text={localizedServerMessage(catalogue.error, t, t('solutions.failedText'))}
            onRetry={() => void catalogue.refetch()}
            retrying={catalogue.isFetching}
          />
        )}
      </Stack>
    </FormSection>
  );
}
