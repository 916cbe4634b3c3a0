import { capacityError, MONTHLY_CAPACITY_MAX, MONTHLY_CAPACITY_MIN } from '@foodhub/domain';
import { Checkbox, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../../../lib/format-date';
import type { MonthlyCapacity } from '../../../../stores/stepper-data';
import { useStepperStore } from '../../../../stores/stepper-store';
import { ValidatedNumberInput } from './validated-number-input';

/**
 * The seasonal toggle (spec part 1 §4): it reveals January to December, each with an 'active'
 * checkbox; an active month shows its capacity, 0-999 % of the amount (100 = the whole amount),
 * named for what it is: the percentage of the usual amount that arises in that month.
 */
export function SeasonalFields() {
  const { t, i18n } = useTranslation('matching');
  const lng = i18n.language;
  const seasonal = useStepperStore((s) => s.wasteInfo.seasonal);
  const months = useStepperStore((s) => s.wasteInfo.monthlyCapacities);
  const setWasteInfo = useStepperStore((s) => s.setWasteInfo);
  const monthsId = useId();

  function updateMonth(index: number, update: Partial<MonthlyCapacity>) {
    const current = useStepperStore.getState().wasteInfo.monthlyCapacities;
    setWasteInfo({
      monthlyCapacities: current.map((month, i) => (i === index ? { ...month, ...update } : month)),
    });
  }

  return (
    <Stack gap="md">
      <Switch
        label={t('foodSurplus.seasonal.label')}
        description={t('foodSurplus.seasonal.description')}
        checked={seasonal}
        onChange={(event) => setWasteInfo({ seasonal: event.currentTarget.checked })}
        aria-controls={seasonal ? monthsId : undefined}
      />
      {seasonal && (
        <Stack gap="sm" id={monthsId} role="group" aria-labelledby={`${monthsId}-title`}>
          <div>
            <Text size="sm" fw={500} id={`${monthsId}-title`}>
              {t('foodSurplus.seasonal.monthsTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('foodSurplus.seasonal.monthsDescription', {
                min: MONTHLY_CAPACITY_MIN,
                max: MONTHLY_CAPACITY_MAX,
              })}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" verticalSpacing="sm">
            {months.map((month, index) => {
              // The checkbox label and the capacity's name both begin with the month.
              const label = monthName(month.name, { atStart: true, lng });
              return (
                <Paper
                  key={month.name}
                  withBorder
                  radius="md"
                  p="sm"
                  bg={month.active ? 'green.0' : undefined}
                >
                  <Stack gap="xs">
                    <Checkbox
                      label={label}
                      checked={month.active}
                      onChange={(event) =>
                        updateMonth(index, { active: event.currentTarget.checked })
                      }
                    />
                    {month.active && (
                      <ValidatedNumberInput
                        size="xs"
                        label={t('foodSurplus.seasonal.capacity')}
                        aria-label={t('foodSurplus.seasonal.capacityOf', { month: label })}
                        value={month.capacity}
                        validate={capacityError}
                        onSave={(capacity) => {
                          if (capacity !== null) updateMonth(index, { capacity });
                        }}
                        min={MONTHLY_CAPACITY_MIN}
                        max={MONTHLY_CAPACITY_MAX}
                        allowDecimal={false}
                        rightSection={
                          <Text size="xs" c="dimmed" aria-hidden>
                            %
                          </Text>
                        }
                        rightSectionPointerEvents="none"
                      />
                    )}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
