import type { Solution } from '@foodhub/contracts';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { categoryLabel } from '../../../components/catalogue-labels';
import { solutionId } from '../../../lib/solution-id';
import { useAnalysisStore } from '../store';
import classes from './choice-list.module.css';

const nameOf = (s: Solution) =>
  (s.solution_origin === 'vcg.ai' ? s.processName : s.process_name) ?? '';
const subcategoryOf = (s: Solution) =>
  s.solution_origin === 'vcg.ai' ? s.solutionSubcategory : s.solution_subcategory;

/**
 * Step 2, Select Solution (spec part 2 §2): the matched solutions of category Reuse (human).
 * `chosenElsewhere` is the solution the user came from when it is of another category: the
 * report is not implemented for it, and the step says so above the donation solutions.
 */
export function SolutionStep({ chosenElsewhere }: { chosenElsewhere?: Solution | null }) {
  const { t } = useTranslation(['analysis', 'catalogue']);
  const solutions = useAnalysisStore((s) => s.solutions);
  const selected = useAnalysisStore((s) => s.selectedSolution);
  const loading = useAnalysisStore((s) => s.isLoadingSolutions);
  const selectSolution = useAnalysisStore((s) => s.selectSolution);
  const selectedId = selected ? solutionId(selected) : null;

  return (
    <Container size="md" py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {t('stepper.steps.solution')}
          </Title>
          {chosenElsewhere && (
            <Alert
              color="orange"
              icon={<IconInfoCircle aria-hidden />}
              title={t('solution.notImplemented')}
            >
              {t('solution.notImplementedText', {
                name: nameOf(chosenElsewhere) || t('solution.unnamed'),
                category: categoryLabel(
                  (chosenElsewhere.solution_origin === 'vcg.ai'
                    ? chosenElsewhere.solutionCategory
                    : chosenElsewhere.solution_category) ?? '',
                  t,
                ),
              })}
            </Alert>
          )}
          {loading ? (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text>{t('solution.loading')}</Text>
            </Group>
          ) : solutions.length === 0 ? (
            <Stack align="center" gap="sm" py="lg" ta="center">
              <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                <IconMoodEmpty aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t('solution.emptyTitle')}
              </Title>
              <Text c="dimmed" maw={520}>
                {t('solution.emptyText')}
              </Text>
              <Button
                component={Link}
                to={pathTo('food-surplus')}
                variant="light"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
              >
                {t('solution.emptyBack')}
              </Button>
            </Stack>
          ) : (
            <>
              <Text c="dimmed">{t('solution.intro')}</Text>
              <Radio.Group
                value={selectedId}
                onChange={(id) =>
                  selectSolution(solutions.find((s) => solutionId(s) === id) ?? null)
                }
                label={t('solution.label')}
              >
                <Stack gap="xs" mt="xs">
                  {solutions.map((solution) => {
                    const id = solutionId(solution);
                    return (
                      <Radio.Card key={id} value={id} className={classes.card} radius="md">
                        <div className={classes.row}>
                          <Radio.Indicator mt={3} />
                          <div className={classes.body}>
                            <Text fw={600}>{nameOf(solution) || t('solution.unnamed')}</Text>
                            {subcategoryOf(solution) && (
                              <Text size="sm" c="dimmed">
                                {subcategoryOf(solution)}
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
        </Stack>
      </Paper>
    </Container>
  );
}
