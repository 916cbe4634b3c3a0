import type { Product } from '@foodhub/contracts';
import { SimpleGrid, TagsInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { foodGroupLabel, foodSubgroupLabel } from '../../../../components/catalogue-labels';
import { groupSuggestions, subgroupSuggestions } from '../../../../lib/group-suggestions';
import { labelledTags } from '../../../../lib/tag-labels';
import { hasTag } from '../../../../lib/tags';
import { useStepperStore } from '../../../../stores/stepper-store';
import { ENTRY_LIST_MAX } from '@foodhub/domain';

/** Group names hold commas ('Meat, eggs and fish'), so only Enter or a suggestion adds a tag. */
const NO_SPLIT: string[] = [];

/**
 * Food groups and subgroups as editable tags, without duplicates in any case (spec part 1 §5).
 * Suggestions come from the product list; Food Waste is always suggested, and its five
 * subgroups once it is chosen. The tags show the names of the interface language; the store
 * keeps the English names the matching knows (lib/tag-labels).
 */
export function FoodGroupFields({ products }: { products: Product[] }) {
  const { t, i18n } = useTranslation(['matching', 'catalogue']);
  const locale = i18n.language;
  const foodGroups = useStepperStore((s) => s.wasteInfo.foodGroups);
  const foodSubgroups = useStepperStore((s) => s.wasteInfo.foodSubgroups);
  const setWasteInfo = useStepperStore((s) => s.setWasteInfo);
  const groups = useMemo(() => {
    const label = (code: string) => foodGroupLabel(code, t);
    return labelledTags(groupSuggestions(products, { label, locale }), foodGroups, label);
  }, [products, foodGroups, t, locale]);
  const subgroups = useMemo(() => {
    const label = (code: string) => foodSubgroupLabel(code, t);
    const suggested = subgroupSuggestions(products, foodGroups, { label, locale });
    return labelledTags(suggested, foodSubgroups, label);
  }, [products, foodGroups, foodSubgroups, t, locale]);

  const common = {
    splitChars: NO_SPLIT,
    maxTags: ENTRY_LIST_MAX,
    clearable: true,
    isDuplicate: (value: string, current: string[]) => hasTag(current, value),
    maxDropdownHeight: 260,
    comboboxProps: { position: 'bottom-start' as const },
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TagsInput
        {...common}
        label={t('foodSurplus.groups.label')}
        description={t('foodSurplus.groups.description')}
        placeholder={t('foodSurplus.groups.placeholder')}
        data={groups.options}
        filter={groups.filter}
        value={groups.labelsOf(foodGroups)}
        onChange={(next) => setWasteInfo({ foodGroups: groups.codesOf(next) })}
      />
      <TagsInput
        {...common}
        label={t('foodSurplus.subgroups.label')}
        description={t('foodSurplus.subgroups.description')}
        placeholder={t('foodSurplus.subgroups.placeholder')}
        data={subgroups.options}
        filter={subgroups.filter}
        value={subgroups.labelsOf(foodSubgroups)}
        onChange={(next) => setWasteInfo({ foodSubgroups: subgroups.codesOf(next) })}
      />
    </SimpleGrid>
  );
}
