import { CAPACITY_NEEDED, PROVIDER_ENTRY_LIMITS as LIMITS } from '@foodhub/contracts';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { decimalSeparator } from '../../../lib/format-number';
import { fieldId, useEntryField } from '../hooks/use-entry-field';
import type { EntryForm } from '../hooks/use-entry-form';
import { newCapacityRow } from '../lib/form-values';

/**
 * The capacity table of a provider card (spec part 1 §3 'capacity'): per food category how
 * often it is needed and how much a week at most. Rows stack as cards, so they fit a phone.
 */
export function CapacityRows({ form }: { form: EntryForm }) {
  const { t, i18n } = useTranslation('provider-entry');
  const field = useEntryField(form);
  const rows = form.values.capacity;
  const full = rows.length >= LIMITS.capacityRows;

  function addRow() {
    form.insertListItem('capacity', newCapacityRow(randomId()));
    // The new row's first field takes the focus once it is drawn.
    const index = rows.length;
    requestAnimationFrame(() =>
      document.getElementById(fieldId(`capacity.${index}.food_category`))?.focus(),
    );
  }

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Title order={3} fz="md">
          {t('capacity.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('capacity.intro')}
        </Text>
      </Stack>
      {rows.map((row, index) => {
        const path = `capacity.${index}`;
        const number = index + 1;
        return (
          <Paper
            key={row.key}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-label={t('capacity.row', { number })}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {t('capacity.row', { number })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('capacity.remove', { number })}
                  onClick={() => form.removeListItem('capacity', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
                <TextInput
                  {...field(`${path}.food_category`)}
                  label={t('capacity.foodCategory')}
                  maxLength={LIMITS.short}
                  required
                />
                <Select
                  {...field(`${path}.needed`)}
                  label={t('capacity.needed')}
                  data={CAPACITY_NEEDED.map((value) => ({
                    value,
                    label: t(`capacity.neededValues.${value}`),
                  }))}
                  allowDeselect={false}
                />
                <NumberInput
                  {...field(`${path}.max_kg_per_week`)}
                  label={t('capacity.maxKgPerWeek')}
                  min={0}
                  max={LIMITS.maxKgPerWeek}
                  // Out of range is shown as an error, never corrected silently.
                  clampBehavior="none"
                  allowNegative={false}
                  decimalSeparator={decimalSeparator(i18n.language)}
                  hideControls
                />
              </SimpleGrid>
              <TextInput
                {...field(`${path}.note`)}
                label={t('capacity.note')}
                maxLength={LIMITS.short}
              />
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={addRow}
          disabled={full}
        >
          {t('capacity.add')}
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            {t('capacity.full', { max: LIMITS.capacityRows })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
