import {
  amountError,
  timesError,
  AMOUNT_MAX_KG,
  FREQUENCY_INTERVALS,
  FREQUENCY_TIMES_MAX,
  FREQUENCY_TIMES_MIN,
  type FrequencyInterval,
} from '@foodhub/domain';
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparator } from '../../../../lib/format-number';
import { useStepperStore } from '../../../../stores/stepper-store';
import { ValidatedNumberInput } from './validated-number-input';

/**
 * Amount in kg (the unit is fixed, spec part 1 §9) and how often it occurs: times (at least 1,
 * default 1) per interval once, week or month (spec part 1 §3, §5).
 */
export function QuantityFields() {
  const { t, i18n } = useTranslation('matching');
  const amount = useStepperStore((s) => s.wasteInfo.amount);
  const frequency = useStepperStore((s) => s.wasteInfo.frequency);
  const setWasteInfo = useStepperStore((s) => s.setWasteInfo);
  const intervalLabelId = useId();

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
      <ValidatedNumberInput
        label={t('foodSurplus.amount.label')}
        description={t('foodSurplus.amount.description')}
        placeholder="0"
        value={amount.value}
        validate={amountError}
        onSave={(value) => setWasteInfo({ amount: { value, unit: 'kg' } })}
        clearable
        min={0}
        max={AMOUNT_MAX_KG}
        decimalScale={3}
        // A comma in German, Slovenian, Italian and French; a typed '.' is taken as one too.
        decimalSeparator={decimalSeparator(i18n.language)}
        hideControls
        rightSection={
          <Text size="sm" c="dimmed" aria-hidden>
            {t('foodSurplus.amount.unit')}
          </Text>
        }
        rightSectionPointerEvents="none"
      />
      <ValidatedNumberInput
        label={t('foodSurplus.frequency.times')}
        description={t('foodSurplus.frequency.timesDescription')}
        value={frequency.times}
        validate={timesError}
        onSave={(times) => {
          if (times !== null) setWasteInfo({ frequency: { ...frequency, times } });
        }}
        min={FREQUENCY_TIMES_MIN}
        max={FREQUENCY_TIMES_MAX}
        allowDecimal={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={intervalLabelId}>
          {t('foodSurplus.frequency.interval')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('foodSurplus.frequency.intervalDescription')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={intervalLabelId}
          value={frequency.interval}
          onChange={(interval) =>
            setWasteInfo({
              frequency: { ...frequency, interval: interval as FrequencyInterval },
            })
          }
          data={FREQUENCY_INTERVALS.map((interval) => ({
            value: interval,
            label: t(`foodSurplus.frequency.intervals.${interval}`),
          }))}
        />
      </Stack>
    </SimpleGrid>
  );
}
