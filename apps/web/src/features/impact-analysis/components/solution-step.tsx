import { Alert, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../../components/catalogue-labels';
import { useStepperStore } from '../../../stores/stepper-store';
import { useAnalysisSolutions } from '../hooks/use-analysis';
import { useAnalysisStore } from '../store';
import classes from './choice-list.module.css';
import { NoDonation } from './no-donation';
import { AnalysisStepCard } from './analysis-step-card';

/**
 * Step 2, Select Solution (spec part 2 §2): the matched solutions of category Reuse (human).
 * Entering resets the analysis (spec part 2 §2) and preselects the solution chosen on the details
 * page when it is one of them. When that solution is of another category the report is not
 * implemented for it, and the step says so above the donation solutions. Without any donation
 * solution, NoDonation says why this surplus cannot be donated and where it can go instead.
 */
export function SolutionStep() {
  const { t } = useTranslation(['analysis', 'catalogue']);
  const { solutions, isLoading: loading, match } = useAnalysisSolutions();
  const selectedId = useAnalysisStore((s) => s.selectedSolutionId);
  const selectSolution = useAnalysisStore((s) => s.selectSolution);
  const chosenId = useStepperStore((s) => s.selectedSolutionId);
  const chosen = chosenId ? match.data?.find(chosenId) : undefined;
  // Said only above donation solutions to choose from; without any, NoDonation says why.
  const chosenElsewhere = chosen && !chosen.isReuseHuman && solutions.length > 0 ? chosen : null;
  const preselect = chosen?.isReuseHuman ? chosen.id : null;

  useEffect(() => {
    useAnalysisStore.getState().resetAnalysis();
  }, []);
  useEffect(() => {
    if (preselect) useAnalysisStore.getState().selectSolution(preselect);
  }, [preselect]);

  return (
    <AnalysisStepCard step="solution">
      {chosenElsewhere && (
        <Alert
          color="orange"
          icon={<IconInfoCircle aria-hidden />}
          title={t('solution.notImplemented')}
        >
          {t('solution.notImplementedText', {
            name: chosenElsewhere.name ?? t('solution.unnamed'),
            category: categoryLabel(chosenElsewhere.category ?? '', t),
          })}
        </Alert>
      )}
      {loading ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('solution.loading')}</Text>
        </Group>
      ) : solutions.length === 0 ? (
        <NoDonation match={match.data} />
      ) : (
        <>
          <Text c="dimmed">{t('solution.intro')}</Text>
          <Radio.Group value={selectedId} onChange={selectSolution} label={t('solution.label')}>
            <Stack gap="xs" mt="xs">
              {solutions.map((solution) => {
                const { id } = solution;
                return (
                  <Radio.Card key={id} value={id} className={classes.card} radius="md">
                    <div className={classes.row}>
                      <Radio.Indicator mt={3} />
                      <div className={classes.body}>
                        <Text fw={600}>{solution.name ?? t('solution.unnamed')}</Text>
                        {solution.subcategory && (
                          <Text size="sm" c="dimmed">
                            {solution.subcategory}
                          </Text>
                        )}
                        {solution.description && (
                          <Text size="sm" mt={4} className={classes.clamp}>
                            {solution.description}
                          </Text>
                        )}
                      </div>
                    </div>
                  </Radio.Card>
                );
              })}
            </Stack>
          </Radio.Group>
        </>
      )}
    </AnalysisStepCard>
  );
}
