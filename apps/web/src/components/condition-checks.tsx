import type { ConditionCheck } from '@foodhub/domain';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../config/paths';

/**
 * The router state of a link to the surplus step that asks its condition section to take the
 * focus (features/entry-stepper: condition-questions).
 */
export const CONDITION_FOCUS_STATE = 'condition-questions';

/** The checks of a route that holds only after them, in the order they are listed. */
export function hasChecks(
  checks: readonly ConditionCheck[] | undefined,
): checks is ConditionCheck[] {
  return (checks?.length ?? 0) > 0;
}

/**
 * 'Before giving it away, check: ...': the checks a route to people or animals holds after, one
 * line each (`compact`: in one paragraph, for a result card), and the way back to the surplus
 * step's condition questions, which take the focus.
 */
export function ConditionChecks({
  checks,
  compact = false,
}: {
  checks: readonly ConditionCheck[];
  compact?: boolean;
}) {
  const { t } = useTranslation('matching');
  const intro = (
    <>
      <IconChecklist
        size={16}
        aria-hidden
        style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }}
      />
      {t('conditionChecks.intro')}
    </>
  );
  const lines = checks.map((check) => t(`conditionChecks.checks.${check}`));
  return (
    <Stack gap={6} data-testid="condition-checks">
      {compact ? (
        <Text size="sm">
          <Text span size="sm" fw={600}>
            {intro}
          </Text>{' '}
          {lines.join('; ')}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {intro}
          </Text>
          <List size="sm" spacing={2} withPadding>
            {lines.map((line, i) => (
              <List.Item key={checks[i]}>{line}</List.Item>
            ))}
          </List>
        </>
      )}
      <Anchor
        component={Link}
        to={pathTo('food-surplus')}
        state={{ focus: CONDITION_FOCUS_STATE }}
        size="sm"
        fw={500}
        // Above a card's whole-card link, so that it is a link of its own.
        style={{ position: 'relative', zIndex: 1, alignSelf: 'flex-start' }}
      >
        {t('conditionChecks.answer')}
      </Anchor>
    </Stack>
  );
}
