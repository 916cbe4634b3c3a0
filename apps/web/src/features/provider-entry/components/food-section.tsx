import { PROVIDER_ENTRY_LIMITS as LIMITS } from '@foodhub/contracts';
import { SimpleGrid, Stack, TagsInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../api/products';
import { foodGroupLabel, foodSubgroupLabel } from '../../../components/catalogue-labels';
import { groupSuggestions, subgroupSuggestions } from '../../../lib/group-suggestions';
import { labelledTags } from '../../../lib/tag-labels';
import { hasTag } from '../../../lib/tags';
import { useEntryField } from '../hooks/use-entry-field';
import type { EntryForm } from '../hooks/use-entry-form';
import { CapacityRows } from './capacity-rows';
import { FormSection } from './form-section';

/** Group names hold commas ('Meat, eggs and fish'), so only Enter or a suggestion adds a tag. */
const NO_SPLIT: string[] = [];

const tagProps = {
  splitChars: NO_SPLIT,
  maxTags: LIMITS.listItems,
  clearable: true,
  isDuplicate: (value: string, current: string[]) => hasTag(current, value),
  maxDropdownHeight: 260,
  comboboxProps: { position: 'bottom-start' as const },
};

/**
 * What food the organisation takes. Groups and subgroups are those of the surplus form (the
 * product list's, and Food Waste), kept by their English names, which the provider search
 * compares with a user's surplus, and shown in the interface language.
 */
export function FoodSection({ form }: { form: EntryForm }) {
  const { t, i18n } = useTranslation(['provider-entry', 'catalogue']);
  const field = useEntryField(form);
  const products = useProducts();
  const locale = i18n.language;
  const { food_group: groupCodes, food_subgroup: subgroupCodes } = form.values.accepted_food_types;
  const groups = useMemo(() => {
    const label = (code: string) => foodGroupLabel(code, t);
    return labelledTags(groupSuggestions(products, { label, locale }), groupCodes, label);
  }, [products, groupCodes, t, locale]);
  const subgroups = useMemo(() => {
    const label = (code: string) => foodSubgroupLabel(code, t);
    const suggested = subgroupSuggestions(products, groupCodes, { label, locale });
    return labelledTags(suggested, subgroupCodes, label);
  }, [products, groupCodes, subgroupCodes, t, locale]);

  const group = field('accepted_food_types.food_group');
  const subgroup = field('accepted_food_types.food_subgroup');
  return (
    <FormSection name="food" title={t('sections.food')} intro={t('food.intro')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TagsInput
            {...tagProps}
            {...group}
            label={t('fields.foodGroups')}
            description={t('fields.foodGroupsDescription')}
            data={groups.options}
            filter={groups.filter}
            value={groups.labelsOf(groupCodes)}
            onChange={(next) => group.onChange(groups.codesOf(next))}
          />
          <TagsInput
            {...tagProps}
            {...subgroup}
            label={t('fields.foodSubgroups')}
            description={t('fields.foodSubgroupsDescription')}
            data={subgroups.options}
            filter={subgroups.filter}
            value={subgroups.labelsOf(subgroupCodes)}
            onChange={(next) => subgroup.onChange(subgroups.codesOf(next))}
          />
        </SimpleGrid>
        <TagsInput
          {...tagProps}
          {...field('accepted_food_types.surplus_name')}
          label={t('fields.surplusNames')}
          description={t('fields.surplusNamesDescription')}
        />
        <CapacityRows form={form} />
      </Stack>
    </FormSection>
  );
}
