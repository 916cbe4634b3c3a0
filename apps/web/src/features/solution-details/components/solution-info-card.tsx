import { hasTrl, type ConditionCheck } from '@foodhub/domain';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConditionChecks, hasChecks } from '../../../components/condition-checks';
import { MatchScoreBar } from '../../../components/match-score-bar';
import { DatasetSolutionFacts } from './dataset-solution-facts';
import { filledText } from '../../../components/fact-list';
import type { SolutionView } from '../../../lib/solution-view';
import { TrlSection } from './trl-section';
import { VcgSolutionFacts } from './vcg-solution-facts';

interface SolutionInfoCardProps {
  solution: SolutionView;
  score?: number;
  reasoning?: string;
  /** The checks the route holds after (the match's details.conditions). */
  checks?: readonly ConditionCheck[];
}

/** Card 2, 'Solution Information' (spec part 1 §2): score, origin details, TRL and reasoning. */
export function SolutionInfoCard({ solution, score, reasoning, checks }: SolutionInfoCardProps) {
  const { t } = useTranslation('matching');
  const { name, description, trl, raw } = solution;
  const why = filledText(reasoning);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            {t('details.solutionTitle')}
          </Title>
          <Badge color="green" variant="filled" radius="xl" tt="none" size="lg">
            {t('details.status')}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Title order={3} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
            {name ?? t('solution.unnamed')}
          </Title>
          {solution.isExternal && (
            <Text size="xs" c="dimmed">
              {t('details.vcgOrigin')}
            </Text>
          )}
        </Stack>
        {score !== undefined && (
          <MatchScoreBar score={score} withTitle conditional={hasChecks(checks)} />
        )}
        {hasChecks(checks) && <ConditionChecks checks={checks} />}
        <Text>{description ?? t('solution.noDescription')}</Text>
        {raw.solution_origin === 'vcg.ai' ? (
          <VcgSolutionFacts solution={raw} />
        ) : (
          <DatasetSolutionFacts solution={raw} />
        )}
        {hasTrl(trl) && <TrlSection level={trl} />}
        {why && (
          <>
            <Divider />
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap">
                <IconBulb size={20} aria-hidden color="var(--mantine-color-yellow-7)" />
                <Title order={4} fz="md">
                  {t('details.why')}
                </Title>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {why}
              </Text>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
