import type { ConditionCheck } from '@foodhub/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { categoryLabel } from '../../../components/catalogue-labels';
import { ConditionChecks, hasChecks } from '../../../components/condition-checks';
import { MatchScoreBar } from '../../../components/match-score-bar';
import type { SolutionView } from '../../../lib/solution-view';
import { firstSentence } from '../lib/solution-summary';
import classes from './solution-card.module.css';

interface SolutionCardProps {
  solution: SolutionView;
  rank: number;
  score?: number;
  reasoning?: string;
  /** The checks the route holds after (details.conditions); none: it holds as it is. */
  checks?: readonly ConditionCheck[];
  /** Called with the solution's id when the user opens it. */
  onChoose(id: string): void;
}

/** One matched solution; the whole card opens its details (a real link: keyboard and mouse). */
export function SolutionCard({
  solution,
  rank,
  score,
  reasoning,
  checks,
  onChoose,
}: SolutionCardProps) {
  const { t } = useTranslation(['matching', 'catalogue']);
  const { id } = solution;
  const category = [solution.category && categoryLabel(solution.category, t), solution.subcategory]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.card}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('list.rank', { rank })}
            </Text>
            <Title order={3} fz={{ base: 17, sm: 19 }}>
              <Link
                to={pathTo('solution-details', { id })}
                className={classes.link}
                onClick={() => onChoose(id)}
              >
                {solution.name ?? t('solution.unnamed')}
              </Link>
            </Title>
          </Stack>
          <IconChevronRight size={20} aria-hidden style={{ flex: 'none', marginTop: 20 }} />
        </Group>
        {category && (
          <Group gap={6}>
            <Badge variant="light" color="green" tt="none" maw="100%">
              {category}
            </Badge>
            {solution.isExternal && (
              <Badge variant="outline" color="gray" tt="none">
                {t('list.externalSource')}
              </Badge>
            )}
          </Group>
        )}
        {solution.description && (
          <Text size="sm" lineClamp={2}>
            {solution.description}
          </Text>
        )}
        {score !== undefined && <MatchScoreBar score={score} conditional={hasChecks(checks)} />}
        {reasoning && (
          <Text size="sm" c="dimmed" fs="italic">
            {firstSentence(reasoning)}
          </Text>
        )}
        {hasChecks(checks) && <ConditionChecks checks={checks} compact />}
      </Stack>
    </Paper>
  );
}
