import {
  clampScore,
  matchScoreClass,
  matchScoreLabel,
  type MatchScoreClass,
} from '@foodhub/domain';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The bar's colour per score class; the score legend shows the same. */
export const SCORE_COLORS: Record<MatchScoreClass, string> = {
  high: 'green.7',
  medium: 'yellow.6',
  low: 'orange.7',
};

interface MatchScoreBarProps {
  score: number;
  /** Shows 'Match Score' above the bar (the details page); the list leaves it out. */
  withTitle?: boolean;
  /**
   * The route holds only after checks (the match's details.conditions): the label says so
   * instead of the score's band; the score stays.
   */
  conditional?: boolean;
}

/**
 * A match score on a 0-100 bar with its label and class (spec part 1 §4, §9). Label and class
 * follow the number shown, so '90' never reads 'Very Good Match'.
 */
export function MatchScoreBar({
  score,
  withTitle = false,
  conditional = false,
}: MatchScoreBarProps) {
  const { t } = useTranslation('matching');
  const shown = Math.round(clampScore(score));
  const scoreClass = matchScoreClass(shown);
  const label = conditional
    ? t('conditionChecks.conditional')
    : t(`score.labels.${matchScoreLabel(shown)}`);
  return (
    <Stack
      gap={6}
      data-score-class={scoreClass}
      data-conditional={conditional || undefined}
      data-testid="match-score"
    >
      {withTitle && (
        <Text size="sm" fw={700}>
          {t('score.title')}
        </Text>
      )}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {t('score.value', { score: shown })}
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section
          value={shown}
          color={SCORE_COLORS[scoreClass]}
          aria-label={t('score.aria', { label })}
        />
      </Progress.Root>
    </Stack>
  );
}
