import type { SavedSurplusSummary } from '@foodhub/contracts';
import { FREQUENCY_INTERVALS, type Frequency } from '@foodhub/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSolutionName } from '../../../api/solution-names';
import { FactList, type Fact } from '../../../components/fact-list';
import { MatchScoreBar } from '../../../components/match-score-bar';
import { formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { frequencyLabel } from '../../../lib/frequency-label';
import type { OpenRequest, OpenTarget } from '../hooks/use-open-saved-surplus';

interface SavedSurplusCardProps {
  surplus: SavedSurplusSummary;
  /** The open that is running, if any (its button spins, the others wait). */
  opening: OpenRequest | null;
  failed: boolean;
  onOpen(target: OpenTarget): void;
}

/** The saved frequency as the label reads it; an interval this version does not know reads n/a. */
function frequencyOf(saved: SavedSurplusSummary['frequency']): Frequency | null {
  if (!saved) return null;
  const interval = FREQUENCY_INTERVALS.find((known) => known === saved.interval);
  return interval ? { times: saved.times, interval } : null;
}

/** One saved surplus: what, how much and how often, when matched, its best solution, and opening. */
export function SavedSurplusCard({ surplus, opening, failed, onOpen }: SavedSurplusCardProps) {
  const { t, i18n } = useTranslation(['surpluses', 'matching']);
  // Saved in the language of the moment; shown by its id in the reader's language.
  const solutionName = useSolutionName();
  const name = surplus.surplus_name.trim() || t('card.unnamed');
  const amount = surplus.amount?.value;
  const facts: Fact[] = [
    {
      label: t('card.amount'),
      value:
        amount === null || amount === undefined
          ? t('card.notGiven')
          : t('card.amountValue', { amount: formatNumber(amount) }),
    },
    { label: t('card.frequency'), value: frequencyLabel(frequencyOf(surplus.frequency), t) },
    { label: t('card.lastMatched'), value: formatDateTime(surplus.updated_at, i18n.language) },
  ];
  const best = surplus.best_solution;
  const busy = opening !== null;
  const isOpening = (target: OpenTarget) => opening?.id === surplus.id && opening.target === target;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <FactList facts={facts} />
        <Stack gap={6}>
          <Text size="sm" fw={700}>
            {t('card.bestSolution')}
          </Text>
          {best ? (
            <>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {solutionName(best.id, best.process_name) || t('matching:solution.unnamed')}
              </Text>
              {best.score !== null && (
                <MatchScoreBar score={best.score} conditional={best.conditional} />
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('card.noSolution')}
            </Text>
          )}
        </Stack>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('card.openFailed')}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowRight size={16} aria-hidden />}
            loading={isOpening('company-data')}
            disabled={busy && !isOpening('company-data')}
            onClick={() => onOpen('company-data')}
          >
            {t('card.open')}
          </Button>
          <Button
            leftSection={<IconListSearch size={16} aria-hidden />}
            loading={isOpening('solutions')}
            disabled={busy && !isOpening('solutions')}
            onClick={() => onOpen('solutions')}
          >
            {t('card.showSolutions')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
