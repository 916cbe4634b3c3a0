import type { DatasetSolution } from '@foodhub/contracts';
import { FOOD_USE_HIERARCHY } from '@foodhub/domain';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  businessCategoryLabel,
  categoryLabel,
  foodGroupLabel,
  foodSubgroupLabel,
} from '../../../components/catalogue-labels';
import { FactList, filledText, filledTexts, type Fact } from '../../../components/fact-list';
import { ExpandableTagList } from './expandable-tag-list';
import { hasResult, SolutionResult } from './solution-result';
import { SourceList } from './source-list';

/** Details of a dataset solution (spec part 1 §3 'Solution, dataset origin'). */
export function DatasetSolutionFacts({ solution }: { solution: DatasetSolution }) {
  const { t } = useTranslation(['matching', 'catalogue']);
  const facts: Fact[] = [];
  const category = filledText(solution.solution_category);
  const subcategory = filledText(solution.solution_subcategory);
  const constraints = filledText(solution.general_constraints);
  const place = FOOD_USE_HIERARCHY.indexOf(solution.food_use_hierarchy);
  if (category) {
    facts.push({ label: t('details.category'), value: categoryLabel(category, t) });
  }
  if (subcategory) facts.push({ label: t('details.subcategory'), value: subcategory });
  if (hasResult(solution.solution_result)) {
    facts.push({
      label: t('details.result'),
      value: <SolutionResult result={solution.solution_result} />,
    });
  }
  if (constraints) facts.push({ label: t('details.constraints'), value: constraints });
  if (place >= 0) {
    facts.push({
      label: t('details.hierarchy'),
      value: t('details.hierarchyValue', {
        level: t(`details.hierarchyLevels.${solution.food_use_hierarchy}`),
        place: place + 1,
        total: FOOD_USE_HIERARCHY.length,
      }),
    });
  }

  const accepted = solution.general_accepted_food_types;
  // Food groups, subgroups and business categories are kept by their English names: shown
  // translated. Surplus names come with their names in the answer's language, in order.
  const labels = solution.surplus_name_labels;
  const names = accepted?.surplus_name ?? [];
  const shown = (value: string) => labels?.[names.indexOf(value)] ?? value;
  const acceptedFacts: Fact[] = (
    [
      ['food_group', 'details.accepted.foodGroups', foodGroupLabel],
      ['food_subgroup', 'details.accepted.foodSubgroups', foodSubgroupLabel],
      ['surplus_name', 'details.accepted.surplusNames', shown],
      ['business_category', 'details.accepted.businessCategories', businessCategoryLabel],
    ] as const
  ).flatMap(([key, label, display]) => {
    const values = filledTexts(accepted?.[key]).map((value) => display(value, t));
    return values.length > 0
      ? [{ label: t(label), value: <ExpandableTagList values={values} label={t(label)} /> }]
      : [];
  });
  const sources = Array.isArray(solution.sources) ? solution.sources : [];

  return (
    <Stack gap="lg">
      <FactList facts={facts} />
      {acceptedFacts.length > 0 && (
        <Stack gap="xs">
          <Title order={4} fz="sm">
            {t('details.accepted.title')}
          </Title>
          <FactList facts={acceptedFacts} />
        </Stack>
      )}
      {sources.length > 0 && (
        <Stack gap="xs">
          <Title order={4} fz="sm">
            {t('details.sources')}
          </Title>
          <SourceList sources={sources} />
        </Stack>
      )}
    </Stack>
  );
}
