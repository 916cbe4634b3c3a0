import type { SurplusReading as Reading } from '@foodhub/contracts';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { focusState } from '../../../lib/focus-request';

/** States a user should look at twice: nothing of them goes to people or animals. */
const WARNING_STATES = new Set(['spoiled', 'inedible', 'prepared_served']);

/**
 * How the matching read the surplus (its state and the words that decided it), or why it could
 * not rank anything, with the way back to correct it on the surplus step.
 */
export function SurplusReadingAlert({ reading }: { reading: Reading }) {
  const { t } = useTranslation('matching');
  if (!reading.message) return null;
  const warning = !reading.readable || WARNING_STATES.has(reading.state ?? '');
  const Icon = warning ? IconAlertTriangle : IconInfoCircle;
  return (
    <Alert
      role={reading.readable ? 'status' : 'alert'}
      variant="light"
      color={warning ? 'orange' : 'blue'}
      title={reading.readable ? t('reading.title') : t('reading.unreadableTitle')}
      icon={<Icon size={20} aria-hidden />}
    >
      <Stack gap={6}>
        <Text size="sm">{reading.message}</Text>
        <Anchor
          component={Link}
          to={pathTo('food-surplus')}
          // A readable surplus is corrected by its condition: its first question (or, without
          // questions, the Condition field) takes the focus.
          state={reading.readable ? focusState('condition') : undefined}
          size="sm"
          fw={500}
        >
          {reading.readable ? t('reading.change') : t('reading.describe')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
