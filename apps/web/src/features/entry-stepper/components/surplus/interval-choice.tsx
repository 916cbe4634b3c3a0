import type { FrequencyInterval } from '@foodhub/domain';
import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../../../components/segmented-choice';
import { useStepperStore } from '../../../../stores/stepper-store';
import classes from './interval-choice.module.css';

/** 'Per day' asks the days a week it occurs: 1 to 7, 5 (the working days) at first. */
export const DAYS_A_WEEK_MAX = 7;
export const DAYS_A_WEEK_DEFAULT = 5;

/** The intervals the form offers: the spec's three, and 'per day' (saved as times per week). */
export type ShownInterval = FrequencyInterval | 'day';
const SHOWN_INTERVALS: readonly ShownInterval[] = ['once', 'day', 'week', 'month'];

/**
 * The interval the form shows: 'per day' while it was chosen and the saved frequency is still
 * what it saved (days a week as times per week); otherwise the saved interval, so a frequency
 * changed elsewhere (another tab, restored entries) shows as it is.
 */
export function useShownInterval(): ShownInterval {
  return useStepperStore((s) => {
    const { times, interval } = s.wasteInfo.frequency;
    const days = s.entryUi.perDay && interval === 'week' && times >= 1 && times <= DAYS_A_WEEK_MAX;
    return days ? 'day' : interval;
  });
}

/** Once, per day, per week or per month, chosen with the pointer or the arrow keys. */
export function IntervalChoice() {
  const { t } = useTranslation('matching');
  const labelId = useId();
  const shown = useShownInterval();

  function choose(chosen: ShownInterval) {
    if (chosen === shown) return;
    const { wasteInfo, setWasteInfo, setPerDay, setInvalidText } = useStepperStore.getState();
    // A times text that was no number gives way to the saved times (or days) of the new choice.
    setInvalidText('times', null);
    if (chosen === 'day') {
      setWasteInfo({ frequency: { times: DAYS_A_WEEK_DEFAULT, interval: 'week' } });
      setPerDay(true);
      return;
    }
    setPerDay(false);
    // The days a week are times per week: kept for 'per week', else back to the spec's 1 (five
    // days a week are not five times once, nor five times a month).
    const times = shown === 'day' && chosen !== 'week' ? 1 : wasteInfo.frequency.times;
    setWasteInfo({ frequency: { times, interval: chosen } });
  }

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('foodSurplus.frequency.interval')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('foodSurplus.frequency.intervalDescription')}
      </Text>
      <SegmentedChoice
        fullWidth
        className={classes.intervals}
        aria-labelledby={labelId}
        value={shown}
        onChange={choose}
        data={SHOWN_INTERVALS.map((interval) => ({
          value: interval,
          label: t(`foodSurplus.frequency.intervals.${interval}`),
        }))}
      />
    </Stack>
  );
}
