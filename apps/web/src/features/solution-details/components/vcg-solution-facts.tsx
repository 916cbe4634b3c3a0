import type { VcgSolution } from '@foodhub/contracts';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessCategoryLabel, categoryLabel } from '../../../components/catalogue-labels';
import { TagList } from '../../../components/tag-list';
import { FactList, filledText, filledTexts, type Fact } from '../../../components/fact-list';
import { NaceCodeList } from './nace-code-list';
import { hasResult, SolutionResult } from './solution-result';

/** Details of a vcg.ai solution (spec part 1 §3 'Solution, vcg.ai origin'). */
export function VcgSolutionFacts({ solution }: { solution: VcgSolution }) {
  const { t } = useTranslation(['matching', 'catalogue']);
  const facts: Fact[] = [];
  const category = filledText(solution.solutionCategory);
  const subcategory = filledText(solution.solutionSubcategory);
  const businessCategories = filledTexts(solution.generalAcceptedFoodTypes?.businessCategory).map(
    (c) => businessCategoryLabel(c, t),
  );
  const naceCodes = [...new Set(filledTexts(solution.generalAcceptedFoodTypes?.naceCode))];
  if (category) {
    facts.push({ label: t('details.category'), value: categoryLabel(category, t) });
  }
  if (subcategory) facts.push({ label: t('details.subcategory'), value: subcategory });
  if (hasResult(solution.solutionResult)) {
    facts.push({
      label: t('details.result'),
      value: <SolutionResult result={solution.solutionResult} />,
    });
  }
  if (businessCategories.length > 0) {
    facts.push({
      label: t('details.accepted.businessCategories'),
      value: <TagList values={businessCategories} />,
    });
  }

  return (
    <Stack gap="lg">
      <FactList facts={facts} />
      {naceCodes.length > 0 && (
        <Stack gap="xs">
          <Title order={4} fz="sm">
            {t('details.naceCodes')}
          </Title>
          <NaceCodeList codes={naceCodes} />
        </Stack>
      )}
    </Stack>
  );
}
