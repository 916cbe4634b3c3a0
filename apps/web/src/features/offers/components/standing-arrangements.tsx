import type { Arrangement, OfferDetail } from '@foodhub/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRepeat, IconRepeatOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWeekdayTime } from '../../../lib/format-date';
import { localizedServerMessage } from '../../../lib/server-text';
import { useArrangements, useArrangeWeekly, useEndArrangement } from '../api/arrangements';
import { ConfirmStep } from '../../../components/confirm-step';

/** One standing arrangement: what, with whom, every which day, the next pick-up, and 'End'. */
function ArrangementRow({ arrangement }: { arrangement: Arrangement }) {
  const { t } = useTranslation('offers');
  const end = useEndArrangement();
  const other =
    arrangement.viewer === 'donor'
      ? [arrangement.provider.name, arrangement.provider.city]
      : [arrangement.donor.name, arrangement.donor.city];
  const amount = arrangement.surplus.amount?.value;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text fw={600}>
          {amount != null
            ? t('arrangements.whatAmount', { name: arrangement.surplus.name, kg: amount })
            : arrangement.surplus.name}
          {' · '}
          {other.filter(Boolean).join(', ')}
        </Text>
        <Text size="sm">
          {t('arrangements.every', { when: formatWeekdayTime(arrangement.next_pickup_at) })}
          {' · '}
          {t('arrangements.next', { date: formatDate(arrangement.next_pickup_at) })}
        </Text>
        {end.isError && (
          <Alert color="red" variant="light" role="alert">
            {localizedServerMessage(end.error, t, t('arrangements.endFailed'))}
          </Alert>
        )}
        <div>
          <ConfirmStep
            label={t('arrangements.end')}
            cancel={t('donor.actions.cancel')}
            title={t('arrangements.endTitle')}
            text={t('arrangements.endText')}
            confirm={t('arrangements.endConfirm')}
            icon={<IconRepeatOff size={16} aria-hidden />}
            pending={end.isPending}
            onConfirm={(done) => end.mutate(arrangement.id, { onSettled: done })}
          />
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * The standing weekly pick-ups of one side (the donor's on My offers, the organisation's in its
 * inbox), the active ones only; nothing when there is none. Each week's pick-up shows among the
 * offers as an accepted offer.
 */
export function StandingArrangements({ side }: { side: 'donor' | 'provider' }) {
  const { t } = useTranslation('offers');
  const { data } = useArrangements();
  const active = (side === 'donor' ? data?.as_donor : data?.as_provider)?.filter(
    (a) => a.status === 'active',
  );
  if (!active?.length) return null;
  return (
    <section aria-labelledby={`arrangements-${side}`}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={`arrangements-${side}`}>
          {t('arrangements.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(side === 'donor' ? 'arrangements.introDonor' : 'arrangements.introProvider')}
        </Text>
        {active.map((a) => (
          <ArrangementRow key={a.id} arrangement={a} />
        ))}
      </Stack>
    </section>
  );
}

/**
 * 'Pick it up every week': on the donor's accepted or handed-over offer of a recurring surplus
 * that has no standing arrangement yet.
 */
export function ArrangeWeekly({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation('offers');
  const arrange = useArrangeWeekly(offer.id);
  const possible =
    (offer.status === 'accepted' || offer.status === 'handed_over') &&
    offer.pickup_at !== null &&
    offer.surplus.frequency !== null &&
    !offer.arrangement_id;
  if (offer.arrangement_id) {
    return (
      <Text size="sm" c="dimmed">
        <IconRepeat size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
        {t('arrangements.weekly')}
      </Text>
    );
  }
  if (!possible) return null;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('arrangements.offerText', { when: formatWeekdayTime(offer.pickup_at!) })}
      </Text>
      {arrange.isError && (
        <Alert color="red" variant="light" role="alert">
          {localizedServerMessage(arrange.error, t, t('arrangements.arrangeFailed'))}
        </Alert>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconRepeat size={16} aria-hidden />}
          loading={arrange.isPending}
          onClick={() =>
            arrange.mutate(undefined, {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('arrangements.arranged') }),
            })
          }
        >
          {t('arrangements.arrange')}
        </Button>
      </Group>
    </Stack>
  );
}
