import { amountError, timesError } from '@foodhub/domain';
import { Box, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { frequencyLabel } from '../../../../lib/frequency-label';
import { useStepperStore } from '../../../../stores/stepper-store';
import { IntervalChoice, DAYS_A_WEEK_MAX, useShownInterval } from './interval-choice';
import { NumberTextField } from './number-text-field';

/** The days a week of 'per day': 1 to 7, whole. */
export function daysError(value: number): string | null {
  if (!Number.isInteger(value)) return 'timesWhole';
  return value < 1 || value > DAYS_A_WEEK_MAX ? 'daysRange' : null;
}

/** 0 kg is allowed (spec part 1 §5: minimum 0) but is most likely not what was meant. */
export function amountWarning(value: number): string | null {
  return value === 0 ? 'amountZero' : null;
}

/**
 * Amount in kg (the unit is fixed, spec part 1 §9) and how often it occurs (spec part 1 §3, §5):
 * the interval once, per day, per week or per month, and times (at least 1, default 1) per
 * interval; 'per day' asks the days a week instead and is saved as that many times per week.
 */
export function QuantityFields() {
  const { t } = useTranslation('matching');
  const amount = useStepperStore((s) => s.wasteInfo.amount);
  const frequency = useStepperStore((s) => s.wasteInfo.frequency);
  const invalidTexts = useStepperStore((s) => s.entryUi.invalidTexts);
  const setWasteInfo = useStepperStore((s) => s.setWasteInfo);
  const setInvalidText = useStepperStore((s) => s.setInvalidText);
  const interval = useShownInterval();
  const perDay = interval === 'day';

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NumberTextField
          label={t('foodSurplus.amount.label')}
          description={t(
            perDay ? 'foodSurplus.amount.descriptionPerDay' : 'foodSurplus.amount.description',
          )}
          placeholder="0"
          value={amount.value}
          keptText={invalidTexts.amount}
          fractionDigits={3}
          validate={amountError}
          notNumberError="amountNotNumber"
          warn={amountWarning}
          unit={t('foodSurplus.amount.unit')}
          onSave={(value, kept) => {
            if (value !== undefined) setWasteInfo({ amount: { value, unit: 'kg' } });
            setInvalidText('amount', kept);
          }}
          clearable
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden>
              {t('foodSurplus.amount.unit')}
            </Text>
          }
          rightSectionPointerEvents="none"
        />
      </Grid.Col>
      {/* How often: the interval, then the times (or days a week) per interval. */}
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Stack gap="md">
          <IntervalChoice />
          <Box maw={{ sm: 280 }}>
            <NumberTextField
              // Another field: what was typed as times is not taken as days, nor the reverse.
              key={perDay ? 'days' : 'times'}
              label={t(perDay ? 'foodSurplus.frequency.days' : 'foodSurplus.frequency.times')}
              description={
                perDay
                  ? // The days are saved as times per week, and read so everywhere else.
                    t('foodSurplus.frequency.daysDescription', {
                      max: DAYS_A_WEEK_MAX,
                      frequency: frequencyLabel(frequency, t),
                    })
                  : t('foodSurplus.frequency.timesDescription')
              }
              value={frequency.times}
              keptText={invalidTexts.times}
              fractionDigits={0}
              validate={perDay ? daysError : timesError}
              notNumberError="timesWhole"
              onSave={(times, kept) => {
                if (typeof times === 'number') setWasteInfo({ frequency: { ...frequency, times } });
                setInvalidText('times', kept);
              }}
            />
          </Box>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
